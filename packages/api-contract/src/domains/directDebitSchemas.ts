// Shapes of the member's Direct Debit (directDebit.ts): the instruction, a billing-day quote, the change bodies.
import { z } from 'zod';
import { isoDate, isoDateTime, money } from '../common.ts';
import { accountDetailsInputSchema } from './joiningSchemas.ts';

const billingDayMessage = 'Choose a billing day between the 1st and the 28th.';

/** A billing day, 1–28 (every month has it). */
export const billingDayInput = z.number().int(billingDayMessage).min(1, billingDayMessage).max(28, billingDayMessage);

/** One collection: when, and how much (the monthly prices, plus any pro-rata part for days between two days). */
export const directDebitCollectionSchema = z.object({
  date: isoDate,
  amount: money,
});
export type DirectDebitCollection = z.infer<typeof directDebitCollectionSchema>;

/** The member's Direct Debit instruction as the account shows it: never the full account number. */
export const directDebitInstructionSchema = z.object({
  accountHolder: z.string(),
  /** Six digits. */
  sortCode: z.string(),
  /** The bank the sort code belongs to, where its leading digits say (decision 0206); else null. */
  bankName: z.string().nullable(),
  /** The account number's last digits behind asterisks, e.g. "****3445". */
  accountNumberMasked: z.string(),
  billingDay: z.number().int().min(1).max(28),
  /** The next collection; null when no membership is collected by Direct Debit any more. */
  nextCollection: directDebitCollectionSchema.nullable(),
  /** The venue's Direct Debit provider needs a billing address with new bank details. */
  needsBillingAddress: z.boolean(),
  /** Working days of notice before a changed collection (Bacs). */
  advanceNoticeWorkingDays: z.number().int().min(0),
  updatedAt: isoDateTime.nullable(),
});
export type DirectDebitInstruction = z.infer<typeof directDebitInstructionSchema>;

export const myDirectDebitSchema = z.object({
  /** Null for a customer without a Direct Debit: the page says so. */
  instruction: directDebitInstructionSchema.nullable(),
});
export type MyDirectDebit = z.infer<typeof myDirectDebitSchema>;

/** What a new billing day does to the collections, shown before confirming (docs/decisions/0460). */
export const billingDayChangeQuoteSchema = z.object({
  currentBillingDay: z.number().int(),
  billingDay: z.number().int(),
  /** A collection on the old day inside the notice period: it goes ahead as already notified. */
  collectionGoingAhead: directDebitCollectionSchema.nullable(),
  /** The first collection on the new day, with the pro-rata part for the days up to it. */
  firstCollection: directDebitCollectionSchema,
  /** Days from the replaced collection up to the first on the new day. */
  proRataDays: z.number().int().min(0),
  /** Those days pro rata, plus any part an earlier change put on the replaced collection (still unpaid days). */
  proRataAmount: money,
  /** Collections after the first: the monthly amount on the new day. */
  monthlyAmount: money,
});
export type BillingDayChangeQuote = z.infer<typeof billingDayChangeQuoteSchema>;

export const billingDayBodySchema = z.object({ billingDay: billingDayInput });
export type BillingDayBody = z.infer<typeof billingDayBodySchema>;

export const bankDetailsChangeBodySchema = z.object({
  accountHolder: z.string().max(100, 'Keep this under 100 characters.').nullable().optional(),
  /** The account holder's authorisation (and the Direct Debit terms, when there are any). */
  ddTermsAccepted: z.boolean().nullable().optional(),
  accountDetails: accountDetailsInputSchema.nullable().optional(),
});
export type BankDetailsChangeBody = z.infer<typeof bankDetailsChangeBodySchema>;

export const directDebitChangeResultSchema = z.object({
  instruction: directDebitInstructionSchema,
  /** The first collection under the change (new account or new day): the email gives the same date. */
  firstCollection: directDebitCollectionSchema.nullable(),
});
export type DirectDebitChangeResult = z.infer<typeof directDebitChangeResultSchema>;
