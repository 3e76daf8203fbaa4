import type { Booking } from '@leisure/api-contract/browser';
import { shortDateLabel } from '@leisure/dates';

/** "Tue 25 Nov": the session's London date (the API gives it as a calendar date), whatever the browser's zone. */
export const sessionDay = (isoDate: string): string => shortDateLabel(isoDate);

/** "Spin, Tue 25 Nov 07:00": how buttons and messages name a booking (D19: after the control's visible text). */
export const bookingLabel = (booking: Booking): string =>
  `${booking.session.name}, ${sessionDay(booking.session.date)} ${booking.session.startTime}`;

/** Whose booking it is, from the viewer's side: "You" or the linked account's name. */
export const attendeeWording = (booking: Booking, viewerId: number | undefined): string =>
  booking.attendee.id === viewerId ? 'You' : booking.attendee.name;

const tenderWords: Record<Booking['paidWith'][number], string> = {
  card: 'by card',
  credit: 'with account credit',
  'membership-credit': 'with membership credit',
  cash: 'in cash',
  cheque: 'by cheque',
  'offline-voucher': 'with a voucher',
};

/** "by card and account credit": how the booking's order was paid. */
const paidWithWording = (tenders: Booking['paidWith']): string =>
  tenders.length === 0
    ? ''
    : ` ${tenders
        .map((tender) => tenderWords[tender])
        .join(' and ')
        .replace(/ and (by|with|in) /g, ' and ')}`;

/** What covered the place, as the booking card says it (docs/decisions/0309-my-bookings-and-cancellation.md). */
export function coverWording(
  booking: Pick<Booking, 'coveredBy' | 'coveredByName' | 'pricePaid'> & Partial<Pick<Booking, 'paidWith'>>,
): string {
  switch (booking.coveredBy) {
    case 'payment':
      return `Paid ${booking.pricePaid.formatted}${paidWithWording(booking.paidWith ?? [])}`;
    case 'membership':
      return 'Included in your membership';
    case 'membership-benefit':
      return booking.coveredByName ? `Membership benefit: ${booking.coveredByName}` : 'Membership benefit';
    case 'package':
      return booking.coveredByName ? `Package: ${booking.coveredByName}` : 'Package use';
    case 'free':
      return 'Free';
  }
}
