import { contract, type PaymentReceipt } from '@leisure/api-contract';
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

/**
 * A receipt is the payment, the operator and the customer at the time of asking (docs/decisions/0490-payment-receipts.md):
 * a payment is one item, its price including VAT at the standard rate.
 */
export function receiptOf(payment: PaymentRow, customer: CustomerRow, operator: OperatorRow): PaymentReceipt {
  const vat = vatIncluded(payment.amount_pence);
  return {
    payment: toPayment(payment),
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
    items: [
      {
        description: payment.description,
        quantity: 1,
        unitPrice: toMoney(payment.amount_pence),
        total: toMoney(payment.amount_pence),
      },
    ],
    vat: { ratePercent: VAT_RATE_PERCENT, net: toMoney(payment.amount_pence - vat), vat: toMoney(vat) },
    total: toMoney(payment.amount_pence),
  };
}

export const paymentReceiptRoutes = [
  // Another customer's payment, like a failed one (no money taken), is "not found", never "forbidden".
  implement(contract.receipts.getMyPaymentReceipt, ({ db, user, params }) => {
    const payment = db
      .prepare(`SELECT * FROM account_payments WHERE id = ? AND user_id = ? AND status != 'failed'`)
      .get(params.id, user!.id) as unknown as PaymentRow | undefined;
    if (!payment) throw notFound('No such payment.');
    const customer = db.prepare('SELECT * FROM users WHERE id = ?').get(user!.id) as unknown as CustomerRow;
    const operator = db
      .prepare('SELECT name, address_lines, vat_number FROM clients WHERE id = 1')
      .get() as unknown as OperatorRow;
    return receiptOf(payment, customer, operator);
  }),
];
