import type { TenderType } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { forbidden, invalidField } from '../../http/apiError.ts';
import { cartPayments, creditLimits } from './cartMoney.ts';
import { unconfiguredTender } from './configuredTenders.ts';
import { pricedLines } from './pricedLines.ts';
import type { CartRow } from './cartStore.ts';
import { formatPence } from '../../kernel/money.ts';

export const STAFF_TENDER_MESSAGE = 'Only front-of-house staff can take cash, cheque or voucher payments.';

/**
 * Puts a tender against the basket, as the spec's offline payments do: the same tender replaces the previous
 * amount, 0 or less removes it. Customers may only use credit; only the operator's configured tenders are taken (422
 * on `tenderType`; one taken before may still be removed); credit is limited to what the credit pools allow
 * (decision 0307).
 */
export function setCartPayment(
  db: Database,
  cart: CartRow,
  actorRole: 'customer' | 'staff',
  tenderType: TenderType,
  amount: number,
  nowIso: string,
): void {
  if (tenderType !== 'credit' && actorRole !== 'staff') throw forbidden(STAFF_TENDER_MESSAGE);
  if (amount <= 0) {
    db.prepare('DELETE FROM cart_payments WHERE cart_id = ? AND tender_type = ?').run(cart.id, tenderType);
    return;
  }
  const refusal = unconfiguredTender(db, tenderType);
  if (refusal) throw invalidField('tenderType', refusal);
  const lines = pricedLines(db, cart.id, nowIso);
  const others = cartPayments(db, cart.id).filter((payment) => payment.tender_type !== tenderType);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const due = Math.max(0, total - others.reduce((sum, payment) => sum + payment.amount, 0));
  if (amount > due) throw invalidField('amount', `That is more than the ${formatPence(due)} left to pay.`);
  if (tenderType === 'credit') {
    const { creditMax } = creditLimits(db, cart.holder_user_id, lines, others);
    if (amount > creditMax)
      throw invalidField('amount', `You can use up to ${formatPence(creditMax)} of credit on this basket.`);
  }
  db.prepare(
    `INSERT INTO cart_payments (cart_id, tender_type, amount) VALUES (?, ?, ?)
     ON CONFLICT (cart_id, tender_type) DO UPDATE SET amount = excluded.amount`,
  ).run(cart.id, tenderType, amount);
}

/**
 * After lines are removed or changed: only credit survives a removal (the spec's rule for offline payments),
 * tenders never exceed the new total, and credit is cut back to what may still be applied.
 */
export function reconcilePayments(db: Database, cart: CartRow, nowIso: string, afterRemoval: boolean): void {
  const lines = pricedLines(db, cart.id, nowIso);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const nonCredit = cartPayments(db, cart.id).filter((payment) => payment.tender_type !== 'credit');
  if (afterRemoval || nonCredit.reduce((sum, payment) => sum + payment.amount, 0) > total) {
    db.prepare("DELETE FROM cart_payments WHERE cart_id = ? AND tender_type <> 'credit'").run(cart.id);
  }
  const payments = cartPayments(db, cart.id);
  const credit = payments.find((payment) => payment.tender_type === 'credit');
  if (!credit) return;
  const { creditMax } = creditLimits(
    db,
    cart.holder_user_id,
    lines,
    payments.filter((payment) => payment !== credit),
  );
  if (credit.amount <= creditMax) return;
  if (creditMax <= 0) db.prepare("DELETE FROM cart_payments WHERE cart_id = ? AND tender_type = 'credit'").run(cart.id);
  else
    db.prepare("UPDATE cart_payments SET amount = ? WHERE cart_id = ? AND tender_type = 'credit'").run(
      creditMax,
      cart.id,
    );
}
