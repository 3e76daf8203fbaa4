// What a member's freeze and notice look like on a held membership (docs/decisions/0440, 0441). Kept apart from
// membershipChanges.ts so membershipSchemas.ts can use them without importing the endpoints.
import { z } from 'zod';
import { isoDate, money } from '../common.ts';

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
