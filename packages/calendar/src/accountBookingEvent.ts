import type { CalendarEvent } from './icsCalendar.ts';

/** What a calendar event needs of an account booking (the contract's Booking has all of it). */
export interface BookingForCalendar {
  id: number;
  status: 'booked' | 'cancelled';
  session: {
    name: string;
    startsAt: string;
    endsAt: string;
    location: string;
    venue: { name: string };
    status: 'scheduled' | 'cancelled';
  };
  attendee: { id: number; name: string };
}

/**
 * One account booking as a calendar event, the same in "Add to calendar" and in the calendar feed (decision 0480):
 * the UID is the booking's, so adding a booking the feed already holds updates rather than duplicates it. A
 * booking for someone else (a linked account) says whose it is in the title. A cancelled booking, or one on a
 * session the venue cancelled, is CANCELLED with a higher SEQUENCE so a subscribed calendar drops it.
 */
export function accountBookingEvent(booking: BookingForCalendar, viewerId?: number): CalendarEvent {
  const cancelled = booking.status === 'cancelled' || booking.session.status === 'cancelled';
  const forSomeoneElse = viewerId !== undefined && booking.attendee.id !== viewerId;
  return {
    uid: `booking-${booking.id}@bookings.leisure`,
    startsAt: booking.session.startsAt,
    endsAt: booking.session.endsAt,
    summary: forSomeoneElse ? `${booking.session.name} (${booking.attendee.name})` : booking.session.name,
    location: `${booking.session.location}, ${booking.session.venue.name}`,
    description: `Booked for ${booking.attendee.name}.${cancelled ? ' Cancelled.' : ''}`,
    ...(cancelled ? { status: 'CANCELLED' as const, sequence: 1 } : { status: 'CONFIRMED' as const, sequence: 0 }),
  };
}
