import type { HeldMembership } from '@leisure/api-contract/browser';
import { prettyDate } from '@leisure/dates';

// The API's dates are London calendar dates ("2026-03-10"), labelled by @leisure/dates (decision 0008).
/** "2026-03-10" → "10 March 2026" */
export const longDate = (isoDate: string) => prettyDate(isoDate);

/** A payment as "£39.99 on 1 December 2026", or "None" when there is none to come. */
export const paymentOnLabel = (date: string | null, amount: { formatted: string } | null) =>
  date && amount ? `${amount.formatted} on ${longDate(date)}` : 'None';

/** 1 → "1st", 22 → "22nd" */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** The status in words (never colour alone): a freeze or notice says so with its date. */
export function statusLabel(membership: HeldMembership): string {
  if (membership.status === 'ended') return 'Ended';
  if (membership.status === 'pending') return `Starts on ${longDate(membership.startDate)}`;
  if (membership.freeze?.status === 'current') return `Frozen until ${longDate(membership.freeze.endDate)}`;
  if (membership.notice) return `Active, ends on ${longDate(membership.notice.endDate)}`;
  return 'Active';
}

export const isMonthly = (membership: HeldMembership) => membership.paymentOption.paymentType === 'recurring';

/** "£39.99 a month" or "£245.00" (paid once). */
export const priceLabel = (membership: HeldMembership) =>
  isMonthly(membership) ? `${membership.price.formatted} a month` : `${membership.price.formatted}, paid in full`;

export const paymentMethodLabel = (membership: HeldMembership) =>
  isMonthly(membership) ? 'Direct Debit' : 'Single payment';

export const freezeReasonLabels = {
  'injury-or-illness': 'Injury or illness',
  pregnancy: 'Pregnancy',
  travel: 'Travel',
  work: 'Work',
  other: 'Another reason',
} as const satisfies Record<NonNullable<HeldMembership['freeze']>['reason'], string>;

export const membershipsPath = '/memberships';
export const freezePath = (membershipId: number) => `/memberships/${membershipId}/freeze`;
export const cancelPath = (membershipId: number) => `/memberships/${membershipId}/cancel`;
/** Helper D's proof-of-eligibility upload and membership card (features/documents, features/membershipCard). */
export const documentPath = (membershipId: number) => `/memberships/${membershipId}/document`;
export const membershipCardPath = '/membership-card';
