import type { Order } from '@leisure/api-contract/browser';
import { calendarFileName, type CalendarEvent } from '@leisure/calendar';

export type SessionOrderLine = Extract<Order['items'][number], { type: 'session' }>;

/** The order's bookings (its session lines), in the order they start. */
export const bookingsOf = (order: Order): SessionOrderLine[] =>
  order.items
    .filter((item): item is SessionOrderLine => item.type === 'session')
    .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt));

/** One booking as a calendar event: the session's activity, its time and place, for whom and the order. */
export function bookingEvent(order: Order, line: SessionOrderLine): CalendarEvent {
  return {
    // Stable per order line: adding the same booking again updates the calendar's copy.
    uid: `order-${order.id}-line-${line.id}@bookings.leisure`,
    startsAt: line.session.startsAt,
    endsAt: line.session.endsAt,
    summary: line.name,
    location: `${line.session.location}, ${line.session.venue.name}`,
    description: `Booked for ${line.attendeeName}. Order ${order.reference}.`,
  };
}

/** "aqua-fit-2026-11-25.ics" */
export const bookingFileName = (line: SessionOrderLine) => calendarFileName(line.name, line.session.date);
