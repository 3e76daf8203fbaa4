import { describe, expect, it } from 'vitest';
import { accountBookingEvent, type BookingForCalendar } from '../src/accountBookingEvent.ts';

const booking = (overrides: Partial<BookingForCalendar> = {}): BookingForCalendar => ({
  id: 42,
  status: 'booked',
  session: {
    name: 'Junior Swim Squad',
    startsAt: '2026-11-26T17:00:00+00:00',
    endsAt: '2026-11-26T18:00:00+00:00',
    location: 'Main pool',
    venue: { name: 'Islington Pool' },
    status: 'scheduled',
  },
  attendee: { id: 5, name: 'Ellie Hughes' },
  ...overrides,
});

describe('accountBookingEvent', () => {
  it.each([
    { when: 'the viewer’s own booking', viewer: 5, summary: 'Junior Swim Squad' },
    { when: 'a linked account’s booking', viewer: 4, summary: 'Junior Swim Squad (Ellie Hughes)' },
    { when: 'no viewer given', viewer: undefined, summary: 'Junior Swim Squad' },
  ])('titles $when', ({ viewer, summary }) => {
    expect(accountBookingEvent(booking(), viewer).summary).toBe(summary);
  });

  it('is stable per booking, with place and attendee', () => {
    expect(accountBookingEvent(booking())).toMatchObject({
      uid: 'booking-42@bookings.leisure',
      location: 'Main pool, Islington Pool',
      description: 'Booked for Ellie Hughes.',
      status: 'CONFIRMED',
      sequence: 0,
    });
  });

  it.each([
    { when: 'the customer cancelled it', overrides: { status: 'cancelled' as const } },
    {
      when: 'the venue cancelled the session',
      overrides: { session: { ...booking().session, status: 'cancelled' as const } },
    },
  ])('is CANCELLED with a higher sequence when $when', ({ overrides }) => {
    expect(accountBookingEvent(booking(overrides))).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });
});
