import type { HeldMembership } from '@leisure/api-contract/browser';
import { prettyDate, shortDateLabel } from '@leisure/dates';

/** How many upcoming bookings the dashboard shows (issue 13: "the next three bookings"). */
export const NEXT_BOOKINGS_SHOWN = 3;

/** The memberships the dashboard lists: the active ones, in the API's order (newest first). */
export const activeMemberships = (memberships: readonly HeldMembership[]): HeldMembership[] =>
  memberships.filter((membership) => membership.status === 'active');

/** "1 December 2026": an ISO calendar date (already the London date) whatever the browser's time zone. */
export const formatLongDate = (isoDate: string): string => prettyDate(isoDate);

/** "Tue 25 Nov": a session's London date, whatever the browser's time zone. */
export const formatSessionDay = (isoDate: string): string => shortDateLabel(isoDate);

/**
 * What a membership's next payment line says: "£35.00 on 1 December 2026" (the amount of that collection, less
 * while frozen); a membership with nothing more to pay says when it ends instead, and one with neither says nothing.
 */
export function nextPaymentWording(
  membership: Pick<HeldMembership, 'price' | 'nextPaymentDate' | 'nextPaymentAmount' | 'endDate' | 'notice'>,
): { label: 'Next payment' | 'Ends'; value: string } | null {
  if (membership.nextPaymentDate) {
    const amount = membership.nextPaymentAmount ?? membership.price;
    return { label: 'Next payment', value: `${amount.formatted} on ${formatLongDate(membership.nextPaymentDate)}` };
  }
  const endDate = membership.notice?.endDate ?? membership.endDate;
  if (endDate) return { label: 'Ends', value: formatLongDate(endDate) };
  return null;
}

/** A freeze or a cancellation under way, in a line: "Frozen until 14 January 2027", "Cancelled: ends on …". */
export function membershipChangeWording(membership: Pick<HeldMembership, 'freeze' | 'notice'>): string | null {
  const { freeze, notice } = membership;
  if (notice) return `Cancelled: ends on ${formatLongDate(notice.endDate)}`;
  if (freeze?.status === 'current') return `Frozen until ${formatLongDate(freeze.endDate)}`;
  if (freeze) return `Frozen from ${formatLongDate(freeze.startDate)} to ${formatLongDate(freeze.endDate)}`;
  return null;
}
