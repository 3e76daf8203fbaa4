// The shape of a payment's receipt (receipts.ts).
import { z } from 'zod';
import { money } from '../common.ts';
import { accountPaymentSchema } from './accountSchemas.ts';

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
