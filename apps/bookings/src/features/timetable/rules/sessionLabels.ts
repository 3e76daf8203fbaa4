import type { SessionSummary } from '@leisure/api-contract/browser';
import { shortDateLabel } from '@leisure/dates';

/** "Wed 26 Nov" for an ISO date (the calendar date itself, whatever the browser's time zone). */
export const shortDate = (date: string): string => shortDateLabel(date);

/** A day tab's label: "Today", "Tomorrow", then "Wed 26 Nov" (docs/product/bookings.md D20). */
export function dayTabLabel(date: string, index: number): string {
  if (index === 0) return 'Today';
  return index === 1 ? 'Tomorrow' : shortDate(date);
}

/** "07:00 to 07:45" */
export const timeRange = (session: Pick<SessionSummary, 'startTime' | 'endTime'>): string =>
  `${session.startTime} to ${session.endTime}`;

/** "45 min", "1 hr", "1 hr 30 min" */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** "3 spaces left", "1 space left", "Full"; a cancelled or started session says so. */
export function spacesLabel(session: Pick<SessionSummary, 'availability' | 'spacesLeft'>): string {
  switch (session.availability) {
    case 'cancelled':
      return 'Cancelled';
    case 'started':
      return 'Started';
    case 'full':
      return 'Full';
    default:
      return session.spacesLeft === 1 ? '1 space left' : `${session.spacesLeft} spaces left`;
  }
}

/**
 * What a place costs this person: their own price when logged in ("Included in your membership", "Uses 1 of your
 * 10 Swim Pass", "Member price £3.00", "£5.20"), otherwise "From £5.50" or "Members only".
 */
export function priceLabel(session: Pick<SessionSummary, 'yourPrice' | 'priceFrom' | 'membersOnly'>): string {
  if (session.yourPrice) return session.yourPrice.label;
  if (session.priceFrom && !session.membersOnly) return `From ${session.priceFrom.formatted}`;
  return 'Members only';
}

/**
 * "Booking opens Tue 25 Nov at 07:00". `bookingOpensAt` carries the UK offset, so its date and clock time are the UK
 * ones as written (decision 0330).
 */
export function bookingOpensLabel(bookingOpensAt: string): string {
  return `Booking opens ${shortDate(bookingOpensAt.slice(0, 10))} at ${bookingOpensAt.slice(11, 16)}`;
}

/** Not yet bookable only because its booking window has not opened. */
export const opensLater = (session: Pick<SessionSummary, 'bookable' | 'availability'>): boolean =>
  !session.bookable && (session.availability === 'available' || session.availability === 'limited');

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd" */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** A full session's waiting list as the card tells it: "You are 2nd in line", "3 people waiting", or nothing. */
export function waitingListLabel(waitingList: SessionSummary['waitingList']): string | null {
  if (waitingList.yourStatus === 'waiting' && waitingList.yourPosition !== null) {
    return `You are ${ordinal(waitingList.yourPosition)} in line`;
  }
  if (waitingList.peopleWaiting === 0) return null;
  return waitingList.peopleWaiting === 1 ? '1 person waiting' : `${waitingList.peopleWaiting} people waiting`;
}
