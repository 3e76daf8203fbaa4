import type { Order, Venue } from '@leisure/api-contract/browser';
import { BOOKING_REMINDER_MINUTES, calendarFileName, type CalendarEvent } from '@leisure/calendar';
import { addressLines } from './venueDirections.ts';

export type SessionOrderLine = Extract<Order['items'][number], { type: 'session' }>;

/** The order's bookings (its session lines), in the order they start. */
export const bookingsOf = (order: Order): SessionOrderLine[] =>
  order.items
    .filter((item): item is SessionOrderLine => item.type === 'session')
    .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt));

/** The venues of the order's bookings, each once, in the order they are first booked. */
export const venueSlugsOf = (bookings: SessionOrderLine[]): string[] => [
  ...new Set(bookings.map((line) => line.session.venue.slug)),
];

/**
 * One booking as a calendar event: the session's activity, its time and place (the room, the venue and, once
 * loaded, its postal address, so a calendar app can show the way), for whom and the order, with a reminder an hour
 * before (docs/decisions/0027).
 */
export function bookingEvent(
  order: Order,
  line: SessionOrderLine,
  venue?: Pick<Venue, 'address1' | 'address2' | 'town' | 'postcode'>,
): CalendarEvent {
  const place = [line.session.location, line.session.venue.name, ...(venue ? addressLines(venue) : [])];
  return {
    // Stable per order line: adding the same booking again updates the calendar's copy.
    uid: `order-${order.id}-line-${line.id}@bookings.leisure`,
    startsAt: line.session.startsAt,
    endsAt: line.session.endsAt,
    summary: line.name,
    location: place.join(', '),
    description: `Booked for ${line.attendeeName}. Order ${order.reference}.`,
    reminderMinutesBefore: BOOKING_REMINDER_MINUTES,
  };
}

/** "aqua-fit-2026-11-25.ics" */
export const bookingFileName = (line: SessionOrderLine) => calendarFileName(line.name, line.session.date);
