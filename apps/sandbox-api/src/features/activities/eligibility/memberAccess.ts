import type { Database } from '../../../db/database.ts';

/**
 * Whether someone holds a membership giving access to a venue on a date. The memberships feature owns
 * user_memberships; this asks it only when that table exists, and otherwise treats a customer as a member of their
 * home venue, so activities work on their own.
 */
export function isMemberAt(db: Database, userId: number, venueId: number, onDate: string): boolean {
  if (hasTable(db, 'user_memberships')) {
    const row = db
      .prepare(
        `SELECT 1 AS yes FROM user_memberships um JOIN membership_types mt ON mt.id = um.membership_type_id
         WHERE um.user_id = ? AND um.start_date <= ? AND (um.end_date IS NULL OR um.end_date >= ?)
           AND (mt.coverage = 'national'
             OR (mt.coverage = 'local' AND um.home_venue_id = ?)
             OR (mt.coverage = 'multi-site' AND EXISTS (
               SELECT 1 FROM membership_type_venues mv WHERE mv.membership_type_id = mt.id AND mv.venue_id = ?)))
         LIMIT 1`,
      )
      .get(userId, onDate, onDate, venueId, venueId);
    return row !== undefined;
  }
  const user = db.prepare('SELECT home_venue_id FROM users WHERE id = ?').get(userId) as
    { home_venue_id: number | null } | undefined;
  return user?.home_venue_id === venueId;
}

const known = new WeakMap<Database, Map<string, boolean>>();

function hasTable(db: Database, name: string): boolean {
  let tables = known.get(db);
  if (!tables) known.set(db, (tables = new Map()));
  let exists = tables.get(name);
  if (exists === undefined) {
    exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    tables.set(name, exists);
  }
  return exists;
}
