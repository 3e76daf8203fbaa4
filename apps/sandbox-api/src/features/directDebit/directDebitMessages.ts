/** The refusal for a customer without a Direct Debit instruction. */
export const NO_INSTRUCTION = 'You do not have a Direct Debit. One is set up when you join a membership paid monthly.';

const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
};

/** One change of billing day until its first collection has been taken (docs/decisions/0463). */
export const dayChangePending = (billingDay: number, firstOn: string): string =>
  `You changed your billing day to the ${ordinal(billingDay)} recently. You can change it again after the first ` +
  `collection on that day, on ${firstOn}.`;

/** Notice given: the membership ends on a date, and its collections up to it are set (docs/decisions/0463). */
export const noticeGiven = (endsOn: string): string =>
  `Your membership ends on ${endsOn}, so its billing day can no longer be changed.`;
