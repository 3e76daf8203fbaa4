import { contract, type AccountPayment } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { toMoney } from '../../kernel/money.ts';
import { ukToday } from '../../clock.ts';
import { paymentStatusOn } from './paymentStatusToday.ts';

export interface PaymentRow {
  id: number;
  paid_on: string;
  description: string;
  amount_pence: number;
  method: AccountPayment['method'];
  method_description: string;
  status: AccountPayment['status'];
  reference: string;
  /** The order a checkout payment paid for (docs/decisions/0491-checkout-payments-in-history.md). */
  order_id: number | null;
}

/** A history row as the API answers it on `today` (a recent Direct Debit collection is still pending). */
export const toPayment = (row: PaymentRow, today: string): AccountPayment => ({
  id: row.id,
  date: row.paid_on,
  description: row.description,
  amount: toMoney(row.amount_pence),
  method: row.method,
  methodDescription: row.method_description,
  status: paymentStatusOn({ method: row.method, status: row.status, paidOn: row.paid_on }, today),
  reference: row.reference,
});

export const paymentRoutes = [
  implement(contract.account.listMyPayments, ({ db, clock, user, query }) => {
    const { page, perPage } = query;
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM account_payments WHERE user_id = ?').get(user!.id) as {
      total: number;
    };
    const rows = db
      .prepare(
        `SELECT * FROM account_payments WHERE user_id = ?
         ORDER BY paid_on DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(user!.id, perPage, (page - 1) * perPage) as unknown as PaymentRow[];
    return {
      payments: rows.map((row) => toPayment(row, ukToday(clock))),
      meta: { currentPage: page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
    };
  }),
];
