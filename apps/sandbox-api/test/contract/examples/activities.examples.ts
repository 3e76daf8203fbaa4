import { contract, type Booking, type SessionSummary } from '@leisure/api-contract';
import type { ContractExample } from '../contractExample.ts';
import { examplesOf, loggedInOnly } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { addDays } from '@leisure/dates';
import { systemClock, ukToday } from '../../../src/clock.ts';

const { activities, cart, orders } = contract;

/**
 * A London date this many days from today, counted in calendar days: the examples run at the test run's instant
 * (docs/decisions/0006), and 24 hours after 23:30 on the eve of a clock change is already the day after next.
 */
export function londonDate(daysAhead: number): string {
  return addDays(ukToday(systemClock), daysAhead);
}

/** Days ahead from `first` to `last`, counting down when `last` is the smaller. */
const dayRange = (first: number, last: number): number[] =>
  Array.from({ length: Math.abs(last - first) + 1 }, (_, index) => first + Math.sign(last - first) * index);

/** The first session of a venue's timetable (one category's, when given) that `matches`, day by day. */
async function firstSession(
  api: ApiCaller,
  token: string | undefined,
  where: { venue: string; category?: string },
  days: number[],
  matches: (session: SessionSummary) => unknown,
  missing: string,
): Promise<SessionSummary> {
  for (const day of days) {
    const { json } = await api.call(activities.getTimetable, { token, query: { ...where, date: londonDate(day) } });
    const session = (json.data.sessions as SessionSummary[]).find(matches);
    if (session) return session;
  }
  throw new Error(missing);
}

/** A session from tomorrow on with room, in a category, that the token's owner is not booked on. */
export const findSession = (api: ApiCaller, token: string | undefined, venue: string, category: string) =>
  firstSession(
    api,
    token,
    { venue, category },
    dayRange(1, 13),
    (s) => s.bookable && s.spacesLeft >= 2 && !s.isBooked && !s.membersOnly,
    `No bookable ${category} session at ${venue}`,
  );

/** A request naming, in the path, the session `find` finds for the token's owner; `more` adds the rest (a body, say). */
const sessionFoundBy =
  (find: (api: ApiCaller, token: string | undefined) => Promise<SessionSummary>, more: { body?: object } = {}) =>
  async (api: ApiCaller, token: string | undefined) => ({
    params: { sessionId: (await find(api, token)).id },
    ...more,
  });

/** A request naming, in the path, a session `findSession` finds; `more` adds the rest (a body, say). */
const sessionOf = (venue: string, category: string, more: { body?: object } = {}) =>
  sessionFoundBy((api, token) => findSession(api, token, venue, category), more);

/** A session at Leeds that opens for booking later (the timetable's last days), the token's owner not booked on it. */
const notYetOpenSession = (api: ApiCaller, token: string | undefined) =>
  firstSession(
    api,
    token,
    { venue: 'leeds-city' },
    dayRange(13, 7),
    (s) => !s.bookable && s.availability !== 'cancelled' && s.notBookableReason?.startsWith('Booking opens'),
    'No session at leeds-city that opens for booking later',
  );

/**
 * A full session from tomorrow on that the token's owner could otherwise book: a price is open to them (not a
 * junior class for an adult, which is refused for the age first) and they are not booked on it. A visitor: any.
 */
export const findFullSession = (api: ApiCaller, token: string | undefined) =>
  firstSession(
    api,
    token,
    { venue: 'salford-quays' },
    dayRange(1, 13),
    (s) => s.availability === 'full' && (!token || s.yourPrice !== null) && !s.isBooked && !s.membersOnly,
    'No full session at salford-quays that the customer could otherwise book',
  );

/** A session at Leeds City the token's owner may book with nothing to pay: included in their membership. */
const includedSession = (api: ApiCaller, token: string | undefined) =>
  firstSession(
    api,
    token,
    { venue: 'leeds-city' },
    dayRange(1, 9),
    (s) => s.bookable && s.yourPrice?.kind === 'included' && !s.isBooked && !s.inBasket,
    'No included session at leeds-city',
  );

/** A session at Salford that one of the token owner's packages covers (Sam's Fitness Class 10-Pass). */
const passSession = (api: ApiCaller, token: string | undefined) =>
  firstSession(
    api,
    token,
    { venue: 'salford-quays' },
    dayRange(1, 6),
    (s) => s.bookable && s.yourPrice?.kind === 'package' && !s.isBooked && !s.inBasket,
    'No session on a pass at salford-quays',
  );

export async function priceId(api: ApiCaller, sessionId: number, name: string): Promise<number> {
  const { json } = await api.call(activities.getSession, { params: { sessionId } });
  return json.data.pricingOptions.find((option: { name: string }) => option.name === name).id;
}

/** Empties the basket and answers a line for one session of the category at the Adult price, to add to it. */
export async function adultPlaceAfterEmptying(
  api: ApiCaller,
  token: string | undefined,
  venue: string,
  category: string,
) {
  await api.call(cart.discardCart, { token });
  const session = await findSession(api, token, venue, category);
  return { type: 'session', id: session.id, pricingOptionId: await priceId(api, session.id, 'Adult') };
}

/** Empties the basket, adds one session of the category at the Adult price, and returns the new line's id. */
async function basketWith(api: ApiCaller, token: string | undefined, venue: string, category: string): Promise<number> {
  const added = await api.call(cart.addToCart, {
    token,
    body: { items: [await adultPlaceAfterEmptying(api, token, venue, category)] },
  });
  if (added.status !== 200) throw new Error(`Could not add to the basket: ${JSON.stringify(added.json)}`);
  return added.json.data.items[0].id;
}

async function myBookings(api: ApiCaller, token: string | undefined): Promise<Booking[]> {
  return (await api.call(activities.listMyBookings, { token, query: { status: 'upcoming' } })).json.data.bookings;
}

/** Examples for the activities, sessions, bookings, checkout cart, orders. */
export const activityExamples: ContractExample[] = [
  ...examplesOf(
    activities.listActivityCategories,
    { name: 'all categories' },
    { name: "a venue's categories", request: () => ({ query: { venue: 'bath-sports' } }) },
  ),
  ...examplesOf(
    activities.listVenueActivities,
    { name: "a venue's activities", request: () => ({ params: { venue: 'leeds-city' } }) },
    {
      name: 'one category at a venue',
      request: () => ({ params: { venue: 'islington-pool' }, query: { category: 'kids' } }),
    },
    { name: 'an unknown venue', request: () => ({ params: { venue: 'atlantis' } }), status: 404 },
  ),
  ...examplesOf(
    activities.getTimetable,
    { name: "today's timetable", request: () => ({ query: { venue: 'salford-quays' } }) },
    {
      name: 'a date and category, logged in',
      as: 'memberWithDirectDebit',
      request: () => ({ query: { venue: 'leeds-city', date: londonDate(3), category: 'fitness-classes' } }),
    },
    {
      name: 'a date in the past',
      request: () => ({ query: { venue: 'leeds-city', date: londonDate(-2) } }),
      status: 422,
    },
  ),
  ...examplesOf(
    activities.getSession,
    {
      name: 'a session for a visitor',
      request: sessionOf('leeds-city', 'swimming'),
    },
    {
      name: "a session with a household child's eligibility",
      as: 'sharedEmailParent',
      request: async (api, token) => {
        const childToken = await api.login('sharedEmailChild');
        const child = (await api.call(cart.getCart, { token: childToken })).json.data.selectedUserId;
        return {
          params: { sessionId: (await findSession(api, token, 'islington-pool', 'kids')).id },
          query: { attendeeId: child },
        };
      },
    },
    { name: 'an unknown session', request: () => ({ params: { sessionId: 99_999_999 } }), status: 404 },
  ),
  ...loggedInOnly(
    activities.listAttendees,
    { name: 'a parent and their household child', as: 'sharedEmailParent' },
    'a visitor has no one to book for',
  ),

  ...loggedInOnly(cart.getCart, { name: 'the basket', as: 'memberWithoutDirectDebit' }, 'a visitor has no basket'),
  ...examplesOf(
    cart.addToCart,
    {
      name: 'a class at the Adult price',
      as: 'memberWithoutDirectDebit',
      request: async (api, token) => ({
        body: { items: [await adultPlaceAfterEmptying(api, token, 'salford-quays', 'racquet-sports')] },
      }),
    },
    {
      name: 'a full session',
      as: 'memberWithoutDirectDebit',
      request: async (api, token) => {
        const session = await findFullSession(api, token);
        return {
          body: { items: [{ type: 'session', id: session.id, pricingOptionId: session.yourPrice!.pricingOptionId }] },
        };
      },
      status: 409,
    },
  ),
  ...examplesOf(cart.updateCartItem, {
    name: 'change the price option',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => {
      const cartItemId = await basketWith(api, token, 'salford-quays', 'swimming');
      const line = (await api.call(cart.getCart, { token })).json.data.items[0];
      return {
        params: { cartItemId },
        body: { options: { pricingOptionId: await priceId(api, line.session.id, 'Adult') } },
      };
    },
  }),
  ...examplesOf(cart.removeFromCart, {
    name: 'remove a line',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => ({
      body: { cartItemIds: [await basketWith(api, token, 'salford-quays', 'swimming')] },
    }),
  }),
  ...examplesOf(cart.removeCartPackageUsage, {
    name: 'pay for a class instead of using the class pass',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => ({
      params: { cartItemId: await basketWith(api, token, 'salford-quays', 'fitness-classes') },
      query: { source: 'bookings' },
    }),
  }),
  ...examplesOf(cart.removeCartBenefit, {
    name: 'pay for badminton instead of using the membership benefit',
    as: 'memberWithDirectDebit',
    request: async (api, token) => ({
      params: { cartItemId: await basketWith(api, token, 'leeds-city', 'racquet-sports') },
      query: { source: 'bookings' },
    }),
  }),
  ...examplesOf(
    cart.setCartPayment,
    {
      name: 'use account credit',
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        await basketWith(api, token, 'leeds-city', 'fitness-classes');
        return { body: { tenderType: 'credit', amount: 100 } };
      },
    },
    {
      name: 'a customer cannot take cash',
      as: 'memberWithDirectDebit',
      request: () => ({ body: { tenderType: 'cash', amount: 100 } }),
      status: 403,
    },
  ),
  ...examplesOf(cart.discardCart, { name: 'discard the basket', as: 'memberWithDirectDebit' }),

  ...examplesOf(
    orders.getOrder,
    {
      name: 'an order of mine',
      as: 'memberWithDirectDebit',
      request: async (api, token) => ({
        params: { orderId: (await myBookings(api, token)).find((b) => b.orderId !== null)!.orderId! },
      }),
    },
    {
      name: "someone else's order",
      as: 'memberWithoutDirectDebit',
      request: async (api) => {
        const alex = await api.login('memberWithDirectDebit');
        return { params: { orderId: (await myBookings(api, alex)).find((b) => b.orderId !== null)!.orderId! } };
      },
      status: 404,
    },
  ),

  ...examplesOf(
    activities.listMyBookings,
    { name: 'upcoming bookings', as: 'memberWithDirectDebit' },
    {
      name: 'past bookings, a page at a time',
      as: 'memberWithDirectDebit',
      request: () => ({ query: { status: 'past', page: 1, perPage: 2 } }),
    },
  ),
  ...examplesOf(
    activities.cancelMyBooking,
    {
      name: 'cancel a paid booking',
      as: 'memberWithoutDirectDebit',
      request: async (api, token) => ({
        params: { bookingId: (await myBookings(api, token)).find((b) => b.canCancel)!.id },
      }),
    },
    {
      name: "someone else's booking",
      as: 'customerWithPenalties',
      request: async (api) => {
        const alex = await api.login('memberWithDirectDebit');
        return { params: { bookingId: (await myBookings(api, alex))[0]!.id } };
      },
      status: 404,
    },
  ),
  ...examplesOf(
    activities.bookIncludedSession,
    {
      name: 'quick book a session included in the membership',
      as: 'memberWithDirectDebit',
      request: sessionFoundBy(includedSession, { body: {} }),
    },
    {
      name: 'quick book a session a pass covers (one use taken, docs/decisions/0018)',
      as: 'memberWithoutDirectDebit',
      request: sessionFoundBy(passSession, { body: {} }),
    },
    {
      name: 'a session not included (a customer without a membership)',
      as: 'customerWithPenalties',
      request: sessionOf('leeds-city', 'swimming', { body: {} }),
      status: 403,
    },
  ),
  ...examplesOf(activities.listWeeklyOccurrences, {
    name: 'a session week after week',
    as: 'memberWithDirectDebit',
    request: sessionOf('leeds-city', 'fitness-classes'),
  }),
  ...examplesOf(
    activities.setSessionReminder,
    {
      name: 'remind me when booking opens',
      as: 'customerWithPenalties',
      request: sessionFoundBy(notYetOpenSession, { body: {} }),
    },
    {
      name: 'a session open for booking already',
      as: 'customerWithPenalties',
      request: sessionOf('leeds-city', 'fitness-classes', { body: {} }),
      status: 409,
    },
    { name: 'a visitor must log in', request: () => ({ params: { sessionId: 1 }, body: {} }), status: 401 },
  ),
  ...examplesOf(activities.cancelSessionReminder, {
    name: 'cancel the reminder',
    as: 'customerWithPenalties',
    request: async (api, token) => {
      const sessionId = (await notYetOpenSession(api, token)).id;
      await api.call(activities.setSessionReminder, { token, params: { sessionId }, body: {} });
      return { params: { sessionId } };
    },
  }),
  ...examplesOf(activities.listWeeklyOccurrences, {
    name: 'no such session',
    as: 'memberWithDirectDebit',
    request: () => ({ params: { sessionId: 999_999 } }),
    status: 404,
  }),
];
