import type { HouseholdRole } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { householdLinkOf, householdPeople, type HouseholdLink } from './householdLinks.ts';

/** The payer's household, made now with them as its payer when they had none. Call inside a transaction. */
export function ensureHousehold(db: Database, payerId: number, nowIso: string): HouseholdLink {
  const existing = householdLinkOf(db, payerId);
  if (existing) return existing;
  const { lastInsertRowid } = db
    .prepare('INSERT INTO households (payer_user_id, created_at) VALUES (?, ?)')
    .run(payerId, nowIso);
  const householdId = Number(lastInsertRowid);
  addMember(db, householdId, payerId, 'payer', nowIso);
  return { householdId, payerId, role: 'payer' };
}

export function addMember(db: Database, householdId: number, userId: number, role: HouseholdRole, nowIso: string) {
  db.prepare('INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)').run(
    householdId,
    userId,
    role,
    nowIso,
  );
}

/** Ends a live membership; the row stays as history. */
export function endMembership(db: Database, userId: number, nowIso: string): void {
  db.prepare('UPDATE household_members SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL').run(nowIso, userId);
}

/**
 * Ends a household whose payer is alone in it: the payer's membership and pending invitations end, so that its
 * codes stop working.
 */
export function dissolveIfAlone(db: Database, link: HouseholdLink, nowIso: string): boolean {
  if (householdPeople(db, link.householdId).length > 1) return false;
  endMembership(db, link.payerId, nowIso);
  db.prepare(
    "UPDATE household_invitations SET status = 'cancelled', ended_at = ? WHERE household_id = ? AND status = 'pending'",
  ).run(nowIso, link.householdId);
  return true;
}

/** Every column of the schema that points at a users row, but the household's own (read once per database). */
function userReferences(db: Database): { table: string; column: string }[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return tables
    .filter(({ name }) => name !== 'household_members' && /^[a-z_0-9]+$/.test(name))
    .flatMap(({ name }) =>
      (db.prepare(`PRAGMA foreign_key_list("${name}")`).all() as { table: string; from: string }[])
        .filter((key) => key.table === 'users')
        .map((key) => ({ table: name, column: key.from })),
    );
}

/**
 * Whether anything else refers to a person (bookings, orders, baskets, waiting-list entries, waivers, audit): a
 * dependant with any of it is ended as a member and kept, so their history stays (decision 0313).
 */
export function hasHistory(db: Database, userId: number): boolean {
  return userReferences(db).some(
    ({ table, column }) => !!db.prepare(`SELECT 1 FROM "${table}" WHERE "${column}" = ? LIMIT 1`).get(userId),
  );
}
