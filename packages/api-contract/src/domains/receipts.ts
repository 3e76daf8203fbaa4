// A printable receipt for one payment of the account's payments history (docs/decisions/0490-payment-receipts.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import { paymentReceiptSchema } from './receiptSchemas.ts';

export * from './receiptSchemas.ts';

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
