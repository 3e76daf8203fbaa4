import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { bearer, dataOf } from '../../../support/apiAnswers.ts';
import { expect } from '../../../support/fixtures.ts';
import { londonDate } from './bookingsSteps.ts';

export interface PricedSession {
  id: number;
  name: string;
  start_time: string;
  bookable: boolean;
  is_booked: boolean;
  in_basket: boolean;
  spaces_left: number;
  availability: string;
  your_price: { kind: string; label: string; pricing_option_id: number } | null;
}

/** A session the customer could book now: bookable, not booked nor in their basket yet, with room for two. */
export const bookableNow = (session: PricedSession): boolean =>
  session.bookable && !session.is_booked && !session.in_basket && session.spaces_left >= 2;

/** A demo customer's API token (username: email or customer reference). */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const session = await dataOf<{ token: string }>(
    await request.post('/api/auth/customer/login', { data: { username, password: DEMO_PASSWORD } }),
    `logging ${username} in`,
  );
  return session.token;
}

/** A venue's sessions on a day as this customer sees them, with the price they would pay. */
export async function sessionsFor(
  request: APIRequestContext,
  token: string,
  venue: string,
  daysAhead = 1,
): Promise<PricedSession[]> {
  const timetable = await dataOf<{ sessions: PricedSession[] }>(
    await request.get(`/api/activities/timetable?venue=${venue}&date=${londonDate(daysAhead)}`, {
      headers: bearer(token),
    }),
    `the timetable of ${venue}`,
  );
  return timetable.sessions;
}

/** Puts a session in the customer's basket at the price they would pay (POST /cart/add). */
export async function addSessionToCart(request: APIRequestContext, token: string, session: PricedSession) {
  await dataOf(
    await request.post('/api/cart/add', {
      headers: bearer(token),
      data: { items: [{ type: 'session', id: session.id, pricing_option_id: session.your_price!.pricing_option_id }] },
    }),
    `adding ${session.name}`,
  );
}

/** The ids of the checkout terms of the customer's bookings basket. */
export async function checkoutTermIds(request: APIRequestContext, token: string): Promise<number[]> {
  const terms = await dataOf<{ id: number }[]>(await request.get('/api/terms', { headers: bearer(token) }), 'terms');
  return terms.map((term) => term.id);
}

/**
 * Books a session the customer gets free (included or covered) through the API, as another customer would have:
 * add to the basket, then a free order with the checkout terms agreed. Answers the booking's id.
 */
export async function bookFreeSession(
  request: APIRequestContext,
  token: string,
  session: PricedSession,
): Promise<number> {
  await addSessionToCart(request, token, session);
  const terms = await checkoutTermIds(request, token);
  await dataOf(
    await request.post('/api/checkout/complete', {
      headers: bearer(token),
      data: { source: 'bookings', terms },
    }),
    'the free order',
  );
  const { bookings } = await dataOf<{ bookings: { id: number; session: { id: number } }[] }>(
    await request.get('/api/my-account/bookings?status=upcoming&per_page=50', { headers: bearer(token) }),
    'the bookings',
  );
  const booking = bookings.find((candidate) => candidate.session.id === session.id);
  expect(booking, `the booking of ${session.name}`).toBeDefined();
  return booking!.id;
}

export async function cancelBooking(request: APIRequestContext, token: string, bookingId: number): Promise<void> {
  await dataOf(
    await request.post(`/api/my-account/bookings/${bookingId}/cancel`, { headers: bearer(token) }),
    'cancelling the booking',
  );
}

/** Leaves `spacesLeft` places on a session (POST /__sandbox/sessions/{id}/spaces: places taken at reception). */
export async function leaveSpaces(request: APIRequestContext, sessionId: number, spacesLeft: number): Promise<void> {
  await dataOf(
    await request.post(`/__sandbox/sessions/${sessionId}/spaces`, { data: { spaces_left: spacesLeft } }),
    'filling the session',
  );
}

/** The emails the sandbox would have sent to an address, newest first. */
export async function emailsTo(request: APIRequestContext, to: string, kind: string) {
  return dataOf<{ subject: string; body_text: string }[]>(
    await request.get(`/__sandbox/emails?to=${encodeURIComponent(to)}&kind=${kind}`),
    'the outbox',
  );
}

/**
 * The first day from tomorrow on (within the booking window) whose sessions at a venue, as this customer sees them,
 * include `count` that `wanted` accepts: the sandbox's seeded occupancy differs from day to day, and each run of a
 * journey books its own sessions.
 */
export async function findSessions(
  request: APIRequestContext,
  token: string,
  venue: string,
  wanted: (session: PricedSession) => boolean,
  count = 1,
): Promise<{ daysAhead: number; sessions: PricedSession[] }> {
  for (let daysAhead = 1; daysAhead <= 6; daysAhead += 1) {
    const sessions = (await sessionsFor(request, token, venue, daysAhead)).filter(wanted);
    if (sessions.length >= count) return { daysAhead, sessions };
  }
  throw new Error(`No day this week with ${count} such session(s) at ${venue}`);
}
