import type { CartPayment } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { forbidden, invalidField } from '../../http/apiError.ts';
import { formatPence } from '../../kernel/money.ts';
import { configuredTenders } from '../cart/index.ts';
import type { OrderPayment } from '../orders/index.ts';
import type { PayableCart } from './payableCart.ts';

type JoiningPayable = Extract<PayableCart, { source: 'online-joining' }>;

export const DESK_ONLY_MESSAGE = 'Offline payments are taken by staff at the desk.';

const totalOf = (payments: CartPayment[]) => payments.reduce((sum, payment) => sum + payment.amount, 0);

/**
 * The checks every set of joining tenders passes: staff serving another person (a customer, even for their own cart,
 * gets 403), only the tenders the operator takes, each once, and credit no more than the customer holds.
 * 422 (`payments`) otherwise.
 */
function checkTenders(db: Database, user: AuthUser, payable: JoiningPayable, sent: CartPayment[]): void {
  if (user.role !== 'staff' || payable.customerId === user.id) throw forbidden(DESK_ONLY_MESSAGE);
  const allowed = new Set(configuredTenders(db));
  const types = sent.map((payment) => payment.tenderType);
  if (types.some((type) => !allowed.has(type))) {
    throw invalidField('payments', 'That tender is not taken here.');
  }
  if (new Set(types).size !== types.length) throw invalidField('payments', 'Send each tender once.');
  const credit = sent.find((payment) => payment.tenderType === 'credit');
  if (credit) {
    const { credit_balance: balance } = db
      .prepare('SELECT credit_balance FROM users WHERE id = ?')
      .get(payable.customerId) as { credit_balance: number };
    if (credit.amount > balance) {
      throw invalidField('payments', `The customer has ${formatPence(Math.max(0, balance))} of credit.`);
    }
  }
}

/**
 * Takes checked tenders for the order being placed (inside its transaction): credit comes off the customer's balance.
 * The order's payments, in the order sent.
 */
function takeTenders(db: Database, payable: JoiningPayable, sent: CartPayment[]): OrderPayment[] {
  const credit = sent.find((payment) => payment.tenderType === 'credit');
  if (credit) {
    db.prepare('UPDATE users SET credit_balance = credit_balance - ? WHERE id = ?').run(
      credit.amount,
      payable.customerId,
    );
  }
  return sent.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount }));
}

/**
 * The offline tenders that pay a joining cart at the desk in full (POST /checkout/pay,
 * docs/decisions/0602-joining-at-the-desk.md). The joining cart holds no payments of its own, so the body's are the
 * payment: they must come to exactly what is due now (change for cash is the desk's, as in the basket). Taken.
 */
export function joiningTenders(
  db: Database,
  user: AuthUser,
  payable: JoiningPayable,
  sent: CartPayment[],
): OrderPayment[] {
  checkTenders(db, user, payable, sent);
  const total = totalOf(sent);
  if (total !== payable.amount) {
    throw invalidField(
      'payments',
      `The payments come to ${formatPence(total)}; ${formatPence(payable.amount)} is due now.`,
    );
  }
  return takeTenders(db, payable, sent);
}

/**
 * What a card pays on a joining cart after the tenders sent with prepare, authorise and complete: what is due now
 * less the tenders (docs/decisions/0602-joining-at-the-desk.md), and the fingerprint its transaction keeps, which
 * names the tenders, so complete must send the ones authorise did. Online (none sent) the card pays it all. With
 * tenders (staff at the desk only, 403 for anyone else) they must leave something for the card: tenders that cover
 * what is due are paid with POST /checkout/pay instead (422 `payments`).
 */
export function joiningCardShare(
  db: Database,
  user: AuthUser,
  payable: JoiningPayable,
  sent: CartPayment[],
): { amount: number; fingerprint: string } {
  if (sent.length === 0) return { amount: payable.amount, fingerprint: payable.fingerprint };
  checkTenders(db, user, payable, sent);
  const total = totalOf(sent);
  if (total >= payable.amount) {
    throw invalidField(
      'payments',
      `The payments come to ${formatPence(total)} and ${formatPence(payable.amount)} is due now: ` +
        'nothing is left for a card. Complete the order without one.',
    );
  }
  const tenders = sent
    .map((payment) => `${payment.tenderType}=${payment.amount}`)
    .sort()
    .join(',');
  return { amount: payable.amount - total, fingerprint: `${payable.fingerprint}:tenders=${tenders}` };
}

/** The tenders a card payment on a joining cart was authorised with, taken as its order is placed. */
export function tendersBesideCard(
  db: Database,
  user: AuthUser,
  payable: JoiningPayable,
  sent: CartPayment[],
): OrderPayment[] {
  joiningCardShare(db, user, payable, sent);
  return takeTenders(db, payable, sent);
}
