// A printable receipt for one payment of the account's payments history (docs/decisions/0490-payment-receipts.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam, money } from '../common.ts';
import { accountPaymentSchema } from './account.ts';

export const receiptLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: money,
  total: money,
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const paymentReceiptSchema = z.object({
  payment: accountPaymentSchema,
  /** The operator (client) who took the payment, as its receipts name it. */
  operator: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    /** Null when the operator is not VAT registered. */
    vatNumber: z.string().nullable(),
  }),
  customer: z.object({
    name: z.string(),
    /** The customer ID shown across the account, e.g. BW100002. */
    reference: z.string(),
    email: z.string(),
    addressLines: z.array(z.string()),
  }),
  items: z.array(receiptLineSchema).min(1),
  /** Prices include VAT: the total split into the net amount and the VAT in it. */
  vat: z.object({
    ratePercent: z.number().min(0),
    net: money,
    vat: money,
  }),
  total: money,
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

export const receiptEndpoints = {
  getMyPaymentReceipt: defineEndpoint({
    id: 'getMyPaymentReceipt',
    method: 'GET',
    path: '/my-account/payments/{id}',
    tag: 'My account',
    summary: 'The receipt of one of the customer’s payments: operator, customer, items, VAT, method and reference',
    description:
      'Only a payment that took money has a receipt: a failed payment, like another customer’s payment or an ' +
      'unknown id, is 404 (never 403).',
    auth: 'customer',
    params: z.object({ id: idParam }),
    response: paymentReceiptSchema,
    errors: [404],
  }),
};
