// What a member's freeze and notice look like on a held membership, and the freeze and cancellation endpoints' shapes
// (docs/decisions/0440, 0441). Kept apart from membershipChanges.ts so membershipSchemas.ts can use them without
// importing the endpoints.
import { z } from 'zod';
import { isoDate, money } from '../common.ts';
import { dateInput } from './dateInput.ts';

export const freezeReason = z.enum(['injury-or-illness', 'pregnancy', 'travel', 'work', 'other'], {
  error: 'Choose a reason for the freeze.',
});
export type FreezeReason = z.infer<typeof freezeReason>;

/** A freeze that has not finished: `scheduled` before its start date, `current` while it runs. */
export const membershipFreezeSchema = z.object({
  startDate: isoDate,
  /** The last frozen day; full membership again the day after. */
  endDate: isoDate,
  reason: freezeReason,
  /** The reduced monthly fee while frozen, charged pro rata by the days frozen. */
  monthlyFee: money,
  status: z.enum(['scheduled', 'current']),
});
export type MembershipFreeze = z.infer<typeof membershipFreezeSchema>;

/** Notice given to cancel: the membership ends on endDate; it can be withdrawn until then (not a cooling-off one). */
export const membershipNoticeSchema = z.object({
  givenOn: isoDate,
  endDate: isoDate,
  lastPaymentDate: isoDate.nullable(),
  lastPaymentAmount: money.nullable(),
  coolingOff: z.boolean(),
  refund: money.nullable(),
  canWithdraw: z.boolean(),
});
export type MembershipNotice = z.infer<typeof membershipNoticeSchema>;

/** The freeze rules for one membership: which start dates, how long, what it costs. */
export const freezeOptionsSchema = z.object({
  startDate: z.object({ min: isoDate, max: isoDate }),
  minDays: z.number().int().min(1),
  maxMonths: z.number().int().min(1),
  monthlyFee: money,
  usualMonthlyPrice: money,
});
export type FreezeOptions = z.infer<typeof freezeOptionsSchema>;

/** One Direct Debit collection and what a freeze or a notice makes of it. */
export const collectionSchema = z.object({
  date: isoDate,
  usualAmount: money,
  amount: money,
});
export type Collection = z.infer<typeof collectionSchema>;

export const freezeDatesQuery = z.object({ startDate: dateInput, endDate: dateInput });

export const freezeQuoteSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  days: z.number().int().min(1),
  monthlyFee: money,
  /** The collections the freeze reduces, with their usual and reduced amounts. */
  reducedPayments: z.array(collectionSchema),
  /** The first collection at the full price after the freeze. */
  nextFullPayment: collectionSchema.nullable(),
  /** What the member saves over the freeze. */
  saving: money,
});
export type FreezeQuote = z.infer<typeof freezeQuoteSchema>;

export const freezeBody = freezeDatesQuery.extend({ reason: freezeReason });
export type FreezeBody = z.infer<typeof freezeBody>;

/** What cancelling today would do: a notice quote (the same shape as the notice a cancellation gives). */
export const cancellationQuoteSchema = membershipNoticeSchema.omit({ canWithdraw: true }).extend({
  /** The Direct Debit collections still to come before the end date. */
  remainingPayments: z.array(collectionSchema),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;
