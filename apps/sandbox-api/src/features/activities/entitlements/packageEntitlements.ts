import type { PackageUse } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { toUkDate } from '../../../clock.ts';
import { usesLeft, type EntitlementRow } from './entitlementUses.ts';
import { packageUsesOf } from './packageUses.ts';

/**
 * The `valid_until` of a package that never expires. The column is required (the basket compares dates with
 * it), so "no end" is a date no session will ever reach.
 */
export const NEVER_EXPIRES = '9999-12-31';

/** A package a customer bought, as their account pages show it. */
export interface PackageEntitlement {
  id: number;
  name: string;
  description: string;
  /** Where it can be used; null when at every venue. */
  venue: { id: number; slug: string; name: string } | null;
  /** null: unlimited. */
  usesAllowed: number | null;
  /** Counted as the basket counts them: live bookings and live basket holds take a use. null: unlimited. */
  usesLeft: number | null;
  validFrom: string;
  /** null: never expires. */
  validUntil: string | null;
  /** The bookings and basket holds that drew on it, latest session first. */
  uses: PackageUse[];
}

type PackageRow = EntitlementRow & { venue_slug: string | null; venue_name: string | null };

/**
 * The customer's packages (not membership benefits) at `now`. A package counted per week or month shows the
 * uses left in the current one.
 */
export function packageEntitlementsOf(db: Database, userId: number, now: Date): PackageEntitlement[] {
  const today = toUkDate(now);
  const nowIso = now.toISOString();
  const rows = db
    .prepare(
      `SELECT e.*, v.slug AS venue_slug, v.name AS venue_name
       FROM activity_entitlements e LEFT JOIN venues v ON v.id = e.venue_id
       WHERE e.user_id = ? AND e.kind = 'package' ORDER BY e.id`,
    )
    .all(userId) as unknown as PackageRow[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    venue: row.venue_id === null ? null : { id: row.venue_id, slug: row.venue_slug ?? '', name: row.venue_name ?? '' },
    usesAllowed: row.uses_allowed,
    usesLeft: usesLeft(db, row, today, nowIso),
    validFrom: row.valid_from,
    validUntil: row.valid_until === NEVER_EXPIRES ? null : row.valid_until,
    uses: packageUsesOf(db, row.id, nowIso),
  }));
}
