import type { Activity, NamedPrice, SessionSummary } from '@leisure/api-contract/browser';
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

/** "Adult £5.20"; a price alone when it is the only one ("£5.20"). */
export function namedPriceParts(prices: readonly Pick<NamedPrice, 'name' | 'price'>[]): string[] {
  if (prices.length === 1) return [prices[0]!.price.formatted];
  return prices.map(({ name, price }) => `${name} ${price.formatted}`);
}

/**
 * What a place costs this person, in parts the card keeps whole on a line: their own price when logged in
 * ("Included in your membership", "Uses 1 of your 10 Swim Pass", "Member price £3.00", "£5.20"), otherwise each price
 * open to them with its name ("Adult £5.20", "Junior £2.90"; a single price alone) or "Members only". Never "From"
 * the cheapest: that is the junior price an adult does not pay (docs/decisions/0027).
 */
export function priceParts(session: Pick<SessionSummary, 'yourPrice' | 'prices' | 'membersOnly'>): string[] {
  if (session.yourPrice) return [session.yourPrice.label];
  if (session.prices.length > 0 && !session.membersOnly) return namedPriceParts(session.prices);
  return ['Members only'];
}

/** The price in one line: "Adult £5.20 · Junior £2.90". */
export const priceLabel = (session: Pick<SessionSummary, 'yourPrice' | 'prices' | 'membersOnly'>): string =>
  priceParts(session).join(' · ');

/** An activity's prices open to non-members, by name ("Adult £5.20 · Junior £2.90"), or "Members only". */
export function activityPriceLabel(activity: Pick<Activity, 'pricingOptions'>): string {
  const open = activity.pricingOptions.filter((option) => !option.membersOnly);
  return open.length > 0 ? namedPriceParts(open).join(' · ') : 'Members only';
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
