import type { FixedPeriod, PaymentType } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { PriceRow } from '../pricing/priceSelection.ts';

export interface PaymentOptionRecord {
  id: number;
  membershipTypeId: number;
  name: string;
  paymentType: PaymentType;
  fixedDuration: number | null;
  fixedPeriod: FixedPeriod | null;
  monthInHand: boolean;
  promotionsEnabled: boolean;
  isActive: boolean;
  prices: PriceRow[];
}

interface OptionRow {
  id: number;
  membership_type_id: number;
  name: string;
  payment_type: PaymentType;
  fixed_duration: number | null;
  fixed_period: FixedPeriod | null;
  month_in_hand: number;
  promotions_enabled: number;
  is_active: number;
}

function pricesOf(db: Database, optionId: number): PriceRow[] {
  return db
    .prepare(
      `SELECT venue_id AS venueId, min_age AS minAge, max_age AS maxAge, base_fee AS baseFee, joining_fee AS joiningFee
     FROM membership_prices WHERE payment_option_id = ? ORDER BY id`,
    )
    .all(optionId) as unknown as PriceRow[];
}

function toRecord(db: Database, row: OptionRow): PaymentOptionRecord {
  return {
    id: row.id,
    membershipTypeId: row.membership_type_id,
    name: row.name,
    paymentType: row.payment_type,
    fixedDuration: row.fixed_duration,
    fixedPeriod: row.fixed_period,
    monthInHand: row.month_in_hand === 1,
    promotionsEnabled: row.promotions_enabled === 1,
    isActive: row.is_active === 1,
    prices: pricesOf(db, row.id),
  };
}

/** A type's active payment options, monthly ones first. */
export function activeOptionsOf(db: Database, typeId: number): PaymentOptionRecord[] {
  return (
    db
      .prepare(
        `SELECT * FROM membership_payment_options WHERE membership_type_id = ? AND is_active = 1
     ORDER BY CASE payment_type WHEN 'recurring' THEN 0 ELSE 1 END, sort_order, id`,
      )
      .all(typeId) as unknown as OptionRow[]
  ).map((row) => toRecord(db, row));
}

export function findPaymentOption(db: Database, optionId: number): PaymentOptionRecord | undefined {
  const row = db.prepare('SELECT * FROM membership_payment_options WHERE id = ?').get(optionId) as
    OptionRow | undefined;
  return row ? toRecord(db, row) : undefined;
}
