import type { Database } from '../../db/database.ts';
import type { PricedSessionLine } from './pricedLines.ts';

export interface CartPaymentRow {
  tender_type: 'cash' | 'offline-voucher' | 'cheque' | 'credit';
  amount: number;
}

export function cartPayments(db: Database, cartId: number): CartPaymentRow[] {
  return db
    .prepare(
      "SELECT tender_type, amount FROM cart_payments WHERE cart_id = ? ORDER BY CASE tender_type WHEN 'credit' THEN 1 ELSE 0 END, tender_type",
    )
    .all(cartId) as unknown as CartPaymentRow[];
}

export interface CreditLimits {
  membership: { totalAvailable: number; maxApplicable: number };
  general: { totalAvailable: number; maxApplicable: number };
  /** The most the credit tender may be: both pools together, within what is left to pay. */
  creditMax: number;
}

/**
 * How much credit the basket could use. Membership credit pays for activity sessions only; account credit pays for
 * anything. Neither may exceed what is left to pay after the other (non-credit) tenders.
 */
export function creditLimits(
  db: Database,
  holderId: number,
  lines: PricedSessionLine[],
  payments: CartPaymentRow[],
): CreditLimits {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const sessionsTotal = total; // every line is a session today; membership lines will not count here
  const otherTenders = payments.filter((p) => p.tender_type !== 'credit').reduce((sum, p) => sum + p.amount, 0);
  const due = Math.max(0, total - otherTenders);
  const general =
    (
      db.prepare('SELECT credit_balance FROM users WHERE id = ?').get(holderId) as
        { credit_balance: number } | undefined
    )?.credit_balance ?? 0;
  const membership =
    (
      db.prepare('SELECT balance FROM membership_credits WHERE user_id = ?').get(holderId) as
        { balance: number } | undefined
    )?.balance ?? 0;
  const membershipMax = Math.min(Math.max(0, membership), sessionsTotal, due);
  const generalMax = Math.min(Math.max(0, general), due);
  return {
    membership: { totalAvailable: Math.max(0, membership), maxApplicable: membershipMax },
    general: { totalAvailable: Math.max(0, general), maxApplicable: generalMax },
    creditMax: Math.min(due, membershipMax + generalMax),
  };
}
