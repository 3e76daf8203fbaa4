import type { Database } from '../../../db/database.ts';
import type { PromotionTerms } from '../pricing/promotionDiscount.ts';

export interface PromotionRecord extends PromotionTerms {
  id: number;
  code: string;
  name: string;
  validFrom: string;
  validUntil: string;
}

interface PromotionRow {
  id: number;
  code: string;
  name: string;
  applies_to: PromotionTerms['appliesTo'];
  percent_off: number | null;
  amount_off: number | null;
  valid_from: string;
  valid_until: string;
}

const toRecord = (row: PromotionRow): PromotionRecord => ({
  id: row.id,
  code: row.code,
  name: row.name,
  appliesTo: row.applies_to,
  percentOff: row.percent_off,
  amountOff: row.amount_off,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
});

export const PROMOTION_NOT_RECOGNISED = 'Code not recognised';

/**
 * A promotion usable today with a payment option: known (by id or by code, any case), within its dates, valid for
 * the option when it is tied to options, and the option takes promotions. Undefined otherwise: callers answer
 * "Code not recognised" without saying which, so codes cannot be probed.
 */
export function findUsablePromotion(
  db: Database,
  key: { id: number } | { code: string },
  option: { id: number; promotionsEnabled: boolean },
  today: string,
): PromotionRecord | undefined {
  if (!option.promotionsEnabled) return undefined;
  const row =
    'id' in key
      ? (db.prepare('SELECT * FROM membership_promotions WHERE id = ?').get(key.id) as PromotionRow | undefined)
      : (db.prepare('SELECT * FROM membership_promotions WHERE code = ?').get(key.code.trim()) as
          PromotionRow | undefined);
  if (!row || today < row.valid_from || today > row.valid_until) return undefined;
  const tied = (db
    .prepare('SELECT COUNT(*) AS n FROM membership_promotion_options WHERE promotion_id = ?')
    .get(row.id) as { n: number } | undefined)!;
  if (tied.n > 0) {
    const forOption = db
      .prepare('SELECT 1 AS yes FROM membership_promotion_options WHERE promotion_id = ? AND payment_option_id = ?')
      .get(row.id, option.id);
    if (!forOption) return undefined;
  }
  return toRecord(row);
}
