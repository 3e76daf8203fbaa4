import type { Database } from '../../../db/database.ts';
import { demoAccounts, type DemoAccountKey } from '../../../seed/demoAccounts.ts';

export interface DemoUser {
  id: number;
  homeVenueId: number | null;
}

/** A demo account seeded by the auth feature, found by its reference; undefined when it has not been seeded. */
export function findDemoUser(db: Database, key: DemoAccountKey): DemoUser | undefined {
  const row = db.prepare('SELECT id, home_venue_id FROM users WHERE reference = ?').get(demoAccounts[key].reference) as
    { id: number; home_venue_id: number | null } | undefined;
  return row ? { id: row.id, homeVenueId: row.home_venue_id } : undefined;
}
