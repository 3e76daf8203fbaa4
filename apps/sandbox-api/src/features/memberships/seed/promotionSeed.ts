import type { Database } from '../../../db/database.ts';
import type { SeededCatalogue } from './catalogueSeed.ts';
import { addDays } from '@leisure/dates';

/**
 * Promotion codes, dated relative to today: a percentage off the joining fee, a free joining fee, an amount off the
 * first payment of one payment option only, and one that has expired.
 */
export function seedPromotions(db: Database, today: string, { optionIds }: SeededCatalogue): void {
  const insert = (
    code: string,
    name: string,
    appliesTo: 'joining_fee' | 'first_payment',
    off: { percent?: number; amount?: number },
    from: number,
    until: number,
  ) =>
    db
      .prepare(
        `INSERT INTO membership_promotions (code, name, applies_to, percent_off, amount_off, valid_from, valid_until)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(code, name, appliesTo, off.percent ?? null, off.amount ?? null, addDays(today, from), addDays(today, until))
      .lastInsertRowid;

  insert('SPRING25', '25% off the joining fee', 'joining_fee', { percent: 25 }, -14, 60);
  insert('JOINFREE', 'No joining fee', 'joining_fee', { percent: 100 }, -60, 365);
  const premium = insert('PREMIUM10', '£10 off your first payment', 'first_payment', { amount: 1000 }, -7, 90);
  db.prepare('INSERT INTO membership_promotion_options (promotion_id, payment_option_id) VALUES (?, ?)').run(
    premium,
    optionIds.get('premium-anywhere/monthly')!,
  );
  insert('NEWYEAR20', '20% off your first payment', 'first_payment', { percent: 20 }, -70, -10);
}
