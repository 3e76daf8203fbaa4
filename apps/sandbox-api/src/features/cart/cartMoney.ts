import type { Database } from '../../db/database.ts';
import { creditPayerFor } from '../households/index.ts';
import { sessionLinesOf, type PricedLine } from './pricedLines.ts';

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

/** An account whose credit a basket may spend, and how much it holds. */
export interface CreditSource {
  userId: number;
  balance: number;
}

export interface CreditLimits {
  membership: { totalAvailable: number; maxApplicable: number };
  /** `sources`: whose account credit, in the order it is spent (the customer's own, then their household payer's). */
  general: { totalAvailable: number; maxApplicable: number; sources: CreditSource[] };
  /** The most the credit tender may be: both pools together, within what is left to pay. */
  creditMax: number;
}

const balanceOf = (db: Database, userId: number) =>
  Math.max(
    0,
    (db.prepare('SELECT credit_balance FROM users WHERE id = ?').get(userId) as { credit_balance: number } | undefined)
      ?.credit_balance ?? 0,
  );

/**
 * The account credit a basket for `holderId` may spend: the customer's own, then, for a member of a household, the
 * payer's (docs/decisions/0313-households.md). Nobody else's: sharing an email gives no one's credit.
 */
export function accountCreditSources(db: Database, holderId: number): CreditSource[] {
  const payerId = creditPayerFor(db, holderId);
  return [holderId, ...(payerId === undefined ? [] : [payerId])].map((userId) => ({
    userId,
    balance: balanceOf(db, userId),
  }));
}

/**
 * Takes `amount` of account credit from the sources in order (inside the order's transaction); the caller has
 * checked it is no more than they hold together.
 */
export function spendAccountCredit(db: Database, sources: CreditSource[], amount: number): void {
  let left = amount;
  const take = db.prepare('UPDATE users SET credit_balance = credit_balance - ? WHERE id = ?');
  for (const source of sources) {
    const part = Math.min(left, source.balance);
    if (part > 0) take.run(part, source.userId);
    left -= part;
  }
  if (left > 0) throw new Error(`Account credit short by ${left}`);
}

/**
 * How much credit the basket could use. Membership credit pays for activity sessions only; account credit pays for
 * anything. Neither may exceed what is left to pay after the other (non-credit) tenders.
 */
export function creditLimits(
  db: Database,
  holderId: number,
  lines: PricedLine[],
  payments: CartPaymentRow[],
): CreditLimits {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  // Membership credit pays for sessions only, not blocks of lessons (docs/decisions/0599).
  const sessionsTotal = sessionLinesOf(lines).reduce((sum, line) => sum + line.price, 0);
  const otherTenders = payments.filter((p) => p.tender_type !== 'credit').reduce((sum, p) => sum + p.amount, 0);
  const due = Math.max(0, total - otherTenders);
  const sources = accountCreditSources(db, holderId);
  const general = sources.reduce((sum, source) => sum + source.balance, 0);
  const membership =
    (
      db.prepare('SELECT balance FROM membership_credits WHERE user_id = ?').get(holderId) as
        { balance: number } | undefined
    )?.balance ?? 0;
  const membershipMax = Math.min(Math.max(0, membership), sessionsTotal, due);
  const generalMax = Math.min(Math.max(0, general), due);
  return {
    membership: { totalAvailable: Math.max(0, membership), maxApplicable: membershipMax },
    general: { totalAvailable: Math.max(0, general), maxApplicable: generalMax, sources },
    creditMax: Math.min(due, membershipMax + generalMax),
  };
}
