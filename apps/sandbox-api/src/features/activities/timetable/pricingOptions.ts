import type { ActivityAgeRange, ActivityPricingOption, Money, NamedPrice } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { toMoney } from '../../../kernel/money.ts';

export interface PricingOptionRow {
  id: number;
  activity_id: number;
  name: string;
  description: string | null;
  price: number;
  min_age: number | null;
  max_age: number | null;
  members_only: number;
  sort_order: number;
}

/** The pricing options of several activities, each list in display order. */
export function pricingOptionsByActivity(db: Database, activityIds: number[]): Map<number, PricingOptionRow[]> {
  const byActivity = new Map<number, PricingOptionRow[]>();
  const unique = [...new Set(activityIds)];
  if (unique.length === 0) return byActivity;
  const rows = db
    .prepare(
      `SELECT * FROM activity_pricing_options WHERE activity_id IN (${unique.map(() => '?').join(',')})
       ORDER BY activity_id, sort_order`,
    )
    .all(...unique) as unknown as PricingOptionRow[];
  for (const row of rows) {
    const list = byActivity.get(row.activity_id) ?? [];
    list.push(row);
    byActivity.set(row.activity_id, list);
  }
  return byActivity;
}

export function findPricingOption(db: Database, optionId: number): PricingOptionRow | undefined {
  return db.prepare('SELECT * FROM activity_pricing_options WHERE id = ?').get(optionId) as
    PricingOptionRow | undefined;
}

export function ageRangeOf(min: number | null, max: number | null): ActivityAgeRange {
  let label = 'All ages';
  if (min !== null && max !== null) label = `Ages ${min}\u2013${max}`;
  else if (min !== null && min > 0) label = `${min}+`;
  else if (max !== null) label = `Up to age ${max}`;
  return { min, max, label };
}

export function toPricingOption(row: PricingOptionRow): ActivityPricingOption {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toMoney(row.price),
    ageRange: ageRangeOf(row.min_age, row.max_age),
    membersOnly: row.members_only === 1,
    includedInMembership: row.members_only === 1 && row.price === 0,
  };
}

/** The lowest price open to non-members; null when every option is members-only. */
export function priceFrom(options: PricingOptionRow[]): Money | null {
  const open = options.filter((option) => option.members_only === 0).map((option) => option.price);
  return open.length > 0 ? toMoney(Math.min(...open)) : null;
}

/** Every price open to non-members with its name, in display order (docs/decisions/0027). */
export const namedPrices = (options: PricingOptionRow[]): NamedPrice[] =>
  options
    .filter((option) => option.members_only === 0)
    .map((option) => ({ name: option.name, price: toMoney(option.price) }));

export const allMembersOnly = (options: PricingOptionRow[]): boolean =>
  options.length > 0 && options.every((option) => option.members_only === 1);
