import type { Database } from '../../../src/db/database.ts';

/**
 * Makes `payer` the payer of a new household with `members` in it, straight in the database (tests of what a
 * household grants need many households, not the invitation journey, which households.test.ts walks through).
 */
export function makeHousehold(
  db: Database,
  payer: { id: number },
  members: { adults?: { id: number }[]; children?: { id: number }[] } = {},
): number {
  const at = '2026-01-01T00:00:00Z';
  const householdId = Number(
    db.prepare('INSERT INTO households (payer_user_id, created_at) VALUES (?, ?)').run(payer.id, at).lastInsertRowid,
  );
  const add = db.prepare('INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)');
  add.run(householdId, payer.id, 'payer', at);
  for (const adult of members.adults ?? []) add.run(householdId, adult.id, 'adult', at);
  for (const child of members.children ?? []) add.run(householdId, child.id, 'child', at);
  return householdId;
}
