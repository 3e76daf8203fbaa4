import type { AccessVenue } from './accessVenues.ts';
import { get, type Database } from '../../../db/database.ts';

export interface JoiningVenueRecord extends AccessVenue {
  ddProviderNeedsBillingAddress: boolean;
}

/** A venue that sells memberships online, or undefined. */
export function findJoiningVenue(db: Database, venueId: number): JoiningVenueRecord | undefined {
  const row = get<{ id: number; slug: string; name: string; dd: number }>(
    db,
    `SELECT id, slug, name, dd_provider_needs_billing_address AS dd FROM venues
     WHERE id = ? AND online_joining_enabled = 1`,
    venueId,
  );
  return row ? { id: row.id, slug: row.slug, name: row.name, ddProviderNeedsBillingAddress: row.dd === 1 } : undefined;
}
