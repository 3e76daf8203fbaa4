import type { CartPayment, TenderType } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { invalidField } from '../../http/apiError.ts';
import { formatPence } from '../../kernel/money.ts';
import type { OrderPayment } from '../orders/index.ts';
import type { PayableCart } from './payableCart.ts';

type JoiningPayable = Extract<PayableCart, { source: 'online-joining' }>;

const configuredTenders = (db: Database): TenderType[] => {
  const row = db.prepare('SELECT offline_tender_types FROM clients WHERE id = 1').get() as
    { offline_tender_types: string } | undefined;
  return row ? (JSON.parse(row.offline_tender_types) as TenderType[]) : [];
};

/**
 * The offline tenders that pay a joining cart at the desk (docs/decisions/0602-joining-at-the-desk.md). The joining
 * cart holds no payments of its own, so the body's are the payment: each tender once, only those the operator takes,
 * coming to exactly what is due now (change for cash is the desk's, as in the basket), and credit no more than the
 * customer holds, which is taken from their balance. 422 (`payments`) otherwise.
 */
export function joiningTenders(db: Database, payable: JoiningPayable, sent: CartPayment[]): OrderPayment[] {
  const allowed = new Set(configuredTenders(db));
  const types = sent.map((payment) => payment.tenderType);
  if (types.some((type) => !allowed.has(type))) {
    throw invalidField('payments', 'That tender is not taken here.');
  }
  if (new Set(types).size !== types.length) throw invalidField('payments', 'Send each tender once.');
  const total = sent.reduce((sum, payment) => sum + payment.amount, 0);
  if (total !== payable.amount) {
    throw invalidField(
      'payments',
      `The payments come to ${formatPence(total)}; ${formatPence(payable.amount)} is due now.`,
    );
  }
  const credit = sent.find((payment) => payment.tenderType === 'credit');
  if (credit) {
    const { credit_balance: balance } = db
      .prepare('SELECT credit_balance FROM users WHERE id = ?')
      .get(payable.customerId) as { credit_balance: number };
    if (credit.amount > balance) {
      throw invalidField('payments', `The customer has ${formatPence(Math.max(0, balance))} of credit.`);
    }
    db.prepare('UPDATE users SET credit_balance = credit_balance - ? WHERE id = ?').run(
      credit.amount,
      payable.customerId,
    );
  }
  return sent.map((payment) => ({ tenderType: payment.tenderType, amount: payment.amount }));
}
