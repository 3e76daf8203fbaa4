import { describe, expect, it } from 'vitest';
import { contract, type Booking } from '@leisure/api-contract';
import { addPerson, leaveSpaces, optionId, pickOpenSession, leedsSession } from '../cart/support/bookingFixtures.ts';
import { BOOKING_TEST_START, useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { bookViaBasket } from '../cart/support/checkout.ts';
import { grantPackage } from '../cart/support/entitlements.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db, clock } = useBookingSandbox();

async function bookSpin(customer: { id: number; token: string }, skip = 0) {
  const session = pickOpenSession(db(), 'leeds-city', 'Spin', skip);
  leaveSpaces(db(), session.id, 5);
  const orderId = await bookViaBasket(api, db(), clock, customer, [
    { sessionId: session.id, pricingOptionId: optionId(db(), session.activityId, 'Adult') },
  ]);
  const booking = db().prepare('SELECT id FROM bookings WHERE order_id = ?').get(orderId) as { id: number };
  return { session, orderId, bookingId: booking.id };
}

const list = (token: string, status: 'upcoming' | 'past' | 'cancelled', page = 1, perPage = 10) =>
  api.call(contract.activities.listMyBookings, { token, query: { status, page, perPage } });

const spacesLeft = async (sessionId: number) =>
  (await api.call(contract.activities.getSession, { params: { sessionId } })).json.data.spacesLeft as number;

describe('my bookings', () => {
  it('lists upcoming bookings with what can be cancelled until when', async () => {
    const customer = addPerson(db());
    const { session, orderId, bookingId } = await bookSpin(customer);
    const { status, json } = await list(customer.token, 'upcoming');
    expect(status).toBe(200);
    expect(json.data.meta).toEqual({ currentPage: 1, perPage: 10, total: 1, lastPage: 1 });
    const booking: Booking = json.data.bookings[0];
    expect(booking).toMatchObject({
      id: bookingId,
      status: 'booked',
      orderId,
      attendee: { id: customer.id },
      pricingOptionName: 'Adult',
      pricePaid: { amount: 750 },
      paidWith: ['card'],
      coveredBy: 'payment',
      canCancel: true,
      cancellationNote: null,
      refund: null,
    });
    expect(booking.session.id).toBe(session.id);
    expect(new Date(booking.cancellableUntil).getTime()).toBe(new Date(session.startsAt).getTime() - 2 * 3_600_000);
    expect((await list(customer.token, 'past')).json.data.bookings).toEqual([]);
  });

  it('pages through bookings, soonest first', async () => {
    const customer = addPerson(db());
    for (const skip of [1, 2, 3]) await bookSpin(customer, skip);
    const first = await list(customer.token, 'upcoming', 1, 2);
    expect(first.json.data.meta).toEqual({ currentPage: 1, perPage: 2, total: 3, lastPage: 2 });
    const second = await list(customer.token, 'upcoming', 2, 2);
    expect(second.json.data.bookings).toHaveLength(1);
    const starts = [...first.json.data.bookings, ...second.json.data.bookings].map((b: Booking) => b.session.startsAt);
    expect(starts).toEqual([...starts].sort());
    const bad = await api.call(contract.activities.listMyBookings, {
      token: customer.token,
      query: { status: 'someday' },
    });
    expect(bad.status).toBe(422);
    expect((await api.call(contract.activities.listMyBookings)).status).toBe(401);
  });

  it('shows a parent the bookings they made for a linked child', async () => {
    const parent = addPerson(db(), { email: 'the.baileys@example.com' });
    const child = addPerson(db(), { email: 'the.baileys@example.com', dateOfBirth: '2013-06-06' });
    makeHousehold(db(), parent, { children: [child] });
    const squad = leedsSession(db(), 'Junior Swim Squad', 0, 5);
    await bookViaBasket(api, db(), clock, parent, [
      {
        sessionId: squad.id,
        pricingOptionId: optionId(db(), squad.activityId, 'Junior'),
        purchasedForUserId: child.id,
      },
    ]);
    const forParent = await list(parent.token, 'upcoming');
    expect(forParent.json.data.bookings.map((b: Booking) => b.attendee.id)).toEqual([child.id]);
    const forChild = await list(child.token, 'upcoming');
    expect(forChild.json.data.bookings).toHaveLength(1);
    // The child sees who booked (and would be refunded): the parent.
    expect(forChild.json.data.bookings[0].bookedBy).toEqual({ id: parent.id, name: parent.name });
  });
});

describe('cancelling a booking', () => {
  it('refunds what was paid to account credit, frees the place and moves it to cancelled', async () => {
    const customer = addPerson(db(), { creditBalance: 200 });
    const { session, bookingId } = await bookSpin(customer, 4);
    expect(await spacesLeft(session.id)).toBe(4);
    const result = await api.call(contract.activities.cancelMyBooking, {
      token: customer.token,
      params: { bookingId },
    });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({
      refund: { amount: 750, formatted: '£7.50' },
      refundedTo: 'account-credit',
      creditBalance: { amount: 950, formatted: '£9.50' },
      booking: { id: bookingId, status: 'cancelled', canCancel: false, refund: { amount: 750 } },
    });
    expect(await spacesLeft(session.id)).toBe(5);
    expect((await list(customer.token, 'upcoming')).json.data.bookings).toEqual([]);
    const cancelled = await list(customer.token, 'cancelled');
    expect(cancelled.json.data.bookings.map((b: Booking) => b.id)).toEqual([bookingId]);
    const again = await api.call(contract.activities.cancelMyBooking, { token: customer.token, params: { bookingId } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This booking has already been cancelled.');
  });

  it('closes 2 hours before the start', async () => {
    const customer = addPerson(db());
    const { session, bookingId } = await bookSpin(customer, 5);
    const start = new Date(session.startsAt).getTime();
    try {
      clock.set(new Date(start - 2 * 3_600_000 - 60_000).toISOString());
      const listed = await list(customer.token, 'upcoming');
      expect(listed.json.data.bookings[0]).toMatchObject({ canCancel: true });
      clock.set(new Date(start - 2 * 3_600_000 + 60_000).toISOString());
      const late = await list(customer.token, 'upcoming');
      expect(late.json.data.bookings[0]).toMatchObject({
        canCancel: false,
        cancellationNote: 'Bookings can only be cancelled up to 2 hours before the start.',
      });
      const refused = await api.call(contract.activities.cancelMyBooking, {
        token: customer.token,
        params: { bookingId },
      });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe('Bookings can only be cancelled up to 2 hours before the start.');
      clock.set(new Date(start + 60_000).toISOString());
      const past = await list(customer.token, 'past');
      expect(past.json.data.bookings.map((b: Booking) => b.id)).toEqual([bookingId]);
      expect(past.json.data.bookings[0].cancellationNote).toBe('This session has already started.');
    } finally {
      clock.set(BOOKING_TEST_START);
    }
  });

  it('is allowed at any time when the venue cancelled the session', async () => {
    const customer = addPerson(db());
    const { session, bookingId } = await bookSpin(customer, 6);
    db()
      .prepare(
        "UPDATE activity_sessions SET status = 'cancelled', cancellation_reason = 'Instructor unavailable' WHERE id = ?",
      )
      .run(session.id);
    try {
      clock.set(new Date(new Date(session.startsAt).getTime() - 30 * 60_000).toISOString());
      const result = await api.call(contract.activities.cancelMyBooking, {
        token: customer.token,
        params: { bookingId },
      });
      expect(result.status).toBe(200);
      expect(result.json.data.booking.session).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Instructor unavailable',
      });
    } finally {
      clock.set(BOOKING_TEST_START);
    }
  });

  it('gives a package use back instead of money', async () => {
    const customer = addPerson(db());
    grantPackage(db(), customer.id, { name: 'Class 1-Pass', category: 'fitness-classes', uses: 1 });
    const { bookingId } = await bookSpin(customer, 7);
    const booking = (await list(customer.token, 'upcoming')).json.data.bookings[0];
    expect(booking).toMatchObject({ coveredBy: 'package', pricePaid: { amount: 0 } });
    const cancelled = await api.call(contract.activities.cancelMyBooking, {
      token: customer.token,
      params: { bookingId },
    });
    expect(cancelled.json.data).toMatchObject({ refund: { amount: 0 }, refundedTo: null });
    // The use is back: the next class is covered again.
    const next = leedsSession(db(), 'Spin', 8, 5);
    const added = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [{ type: 'session', id: next.id, pricingOptionId: optionId(db(), next.activityId, 'Adult') }] },
    });
    expect(added.json.data.items[0].appliedPackageUsage).toMatchObject({ name: 'Class 1-Pass', usesLeft: 0 });
  });

  it("answers 404 for someone else's booking", async () => {
    const owner = addPerson(db());
    const other = addPerson(db());
    const { bookingId } = await bookSpin(owner, 9);
    const result = await api.call(contract.activities.cancelMyBooking, { token: other.token, params: { bookingId } });
    expect(result.status).toBe(404);
  });
});

describe('the seeded demo bookings', () => {
  it('give the member with a direct debit upcoming, past and cancelled bookings', async () => {
    const token = await api.login('memberWithDirectDebit');
    const upcoming = (await list(token, 'upcoming')).json.data.bookings as Booking[];
    const past = (await list(token, 'past')).json.data.bookings as Booking[];
    const cancelled = (await list(token, 'cancelled')).json.data.bookings as Booking[];
    expect(upcoming.map((b) => b.session.name)).toEqual(['Spin', 'Badminton Pay & Play', 'Aqua Aerobics']);
    expect(upcoming.map((b) => b.coveredBy)).toEqual(['membership', 'membership-benefit', 'payment']);
    expect(past.filter((b) => b.coveredBy === 'package')).toHaveLength(4);
    expect(past.every((b) => b.session.venue.slug === 'leeds-city')).toBe(true);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ status: 'cancelled', refund: { amount: 750 } });
  });

  it('give the parent a booking for their child', async () => {
    const token = await api.login('sharedEmailParent');
    const upcoming = (await list(token, 'upcoming')).json.data.bookings as Booking[];
    expect(upcoming.some((b) => b.attendee.name === 'Ellie Hughes' && b.coveredBy === 'package')).toBe(true);
  });
});
