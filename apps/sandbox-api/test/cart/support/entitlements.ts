import type { Database } from '../../../src/db/database.ts';

/** Gives a person a membership benefit or package covering a category's sessions. */
export function grantEntitlement(
  db: Database,
  userId: number,
  entitlement: {
    kind: 'benefit' | 'package';
    name: string;
    category: string;
    uses: number | null;
    period: 'week' | 'month' | 'total';
  },
): number {
  const category = db.prepare('SELECT id FROM activity_categories WHERE slug = ?').get(entitlement.category) as {
    id: number;
  };
  const result = db
    .prepare(
      `INSERT INTO activity_entitlements (user_id, kind, name, description, category_id, venue_id, uses_allowed, period, valid_from, valid_until)
       VALUES (?, ?, ?, ?, ?, NULL, ?, ?, '2026-01-01', '2026-12-31')`,
    )
    .run(
      userId,
      entitlement.kind,
      entitlement.name,
      `${entitlement.name} for tests`,
      category.id,
      entitlement.uses,
      entitlement.period,
    );
  return Number(result.lastInsertRowid);
}

/** A package of `uses` uses (null: unlimited) of a category's sessions, valid all year. */
export const grantPackage = (
  db: Database,
  userId: number,
  { name, category, uses }: { name: string; category: string; uses: number | null },
): number => grantEntitlement(db, userId, { kind: 'package', name, category, uses, period: 'total' });
