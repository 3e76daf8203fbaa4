import { contract, type AccountPayment, type PaymentReceipt, type ReceiptLine } from '@leisure/api-contract';
import { ukToday } from '../../clock.ts';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { toMoney, VAT_RATE_PERCENT, vatIncluded } from '../../kernel/money.ts';
import { toPayment, type PaymentRow } from './paymentRoutes.ts';

interface CustomerRow {
  first_name: string;
  last_name: string;
  reference: string;
  email: string;
  address_line_1: string | null;
  address_line_2: string | null;
  town: string | null;
  postcode: string | null;
}

interface OperatorRow {
  name: string;
  address_lines: string;
  vat_number: string | null;
}

const present = (lines: (string | null)[]) => lines.filter((line): line is string => Boolean(line?.trim()));

/** Only a payment that has taken money has a receipt: not a failed one, nor a Direct Debit still clearing. */
const hasReceipt = (payment: AccountPayment) => payment.status === 'paid' || payment.status === 'refunded';

export interface ReceiptItemRow {
  name: string;
  price: number;
}

const lineOf = (description: string, pence: number): ReceiptLine => ({
  description,
  quantity: 1,
  unitPrice: toMoney(pence),
  total: toMoney(pence),
});

/**
 * A receipt is the payment, the operator and the customer at the time of asking (docs/decisions/0490-payment-receipts.md).
 * A checkout payment lists its order's lines when they add up to what the card paid (0491); any other payment is
 * one item. Prices include VAT at the standard rate.
 */
export function receiptOf(
  payment: AccountPayment,
  row: PaymentRow,
  customer: CustomerRow,
  operator: OperatorRow,
  orderItems: ReceiptItemRow[] = [],
): PaymentReceipt {
  const vat = vatIncluded(row.amount_pence);
  const itemsTotal = orderItems.reduce((sum, item) => sum + item.price, 0);
  const items =
    orderItems.length > 0 && itemsTotal === row.amount_pence
      ? orderItems.map((item) => lineOf(item.name, item.price))
      : [lineOf(row.description, row.amount_pence)];
  return {
    payment,
    operator: {
      name: operator.name,
      addressLines: present(operator.address_lines.split('\n')),
      vatNumber: operator.vat_number,
    },
    customer: {
      name: `${customer.first_name} ${customer.last_name}`,
      reference: customer.reference,
      email: customer.email,
      addressLines: present([customer.address_line_1, customer.address_line_2, customer.town, customer.postcode]),
    },
    items,
    vat: { ratePercent: VAT_RATE_PERCENT, net: toMoney(row.amount_pence - vat), vat: toMoney(vat) },
    total: toMoney(row.amount_pence),
  };
}

export const paymentReceiptRoutes = [
  // Another customer's payment, like a failed one (no money taken) or a pending one (not cleared yet), is "not
  // found", never "forbidden".
  implement(contract.receipts.getMyPaymentReceipt, ({ db, clock, user, params }) => {
    const row = db
      .prepare('SELECT * FROM account_payments WHERE id = ? AND user_id = ?')
      .get(params.id, user!.id) as unknown as PaymentRow | undefined;
    const payment = row && toPayment(row, ukToday(clock));
    if (!row || !payment || !hasReceipt(payment)) throw notFound('No such payment.');
    const customer = db.prepare('SELECT * FROM users WHERE id = ?').get(user!.id) as unknown as CustomerRow;
    const operator = db
      .prepare('SELECT name, address_lines, vat_number FROM clients WHERE id = 1')
      .get() as unknown as OperatorRow;
    const orderItems = row.order_id
      ? (db
          .prepare('SELECT name, price FROM order_items WHERE order_id = ? ORDER BY sort_order, id')
          .all(row.order_id) as unknown as ReceiptItemRow[])
      : [];
    return receiptOf(payment, row, customer, operator, orderItems);
  }),
];
