import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, leaveSpaces, optionId, pickOpenSession } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { bookViaBasket } from '../cart/support/checkout.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

// The private calendar feed (docs/decisions/0480-private-calendar-feed.md).
const { api, db, clock } = useBookingSandbox();

const { calendarFeed, activities } = contract;

const makeFeed = async (token: string): Promise<string> => {
  const made = await api.call(calendarFeed.createMyCalendarFeed, { token });
  expect(made.status).toBe(201);
  return made.json.data.feed.path as string;
};

/** Fetches a feed as a calendar app does: no log-in, no cookie. */
const fetchFeed = (path: string) => fetch(`${api.origin}/api${path}`);

async function bookPlace(
  booker: { id: number; token: string },
  activity: string,
  option: string,
  skip: number,
  forUserId?: number,
) {
  const session = pickOpenSession(db(), 'leeds-city', activity, skip);
  leaveSpaces(db(), session.id, 5);
  const orderId = await bookViaBasket(api, db(), clock, booker, [
    {
      sessionId: session.id,
      pricingOptionId: optionId(db(), session.activityId, option),
      ...(forUserId ? { purchasedForUserId: forUserId } : {}),
    },
  ]);
  const { id } = db().prepare('SELECT id FROM bookings WHERE order_id = ?').get(orderId) as { id: number };
  return { session, bookingId: id };
}

/** The VEVENT blocks of a calendar, unfolded. */
const eventsOf = (ics: string) =>
  ics
    .replace(/\r\n /g, '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) => block.split('END:VEVENT')[0]!);

describe('the calendar feed link', () => {
  it('is none at first, then a long random token that is not the session token', async () => {
    const customer = addPerson(db());
    const before = await api.call(calendarFeed.getMyCalendarFeed, { token: customer.token });
    expect(before.json.data).toEqual({ feed: null });
    const path = await makeFeed(customer.token);
    const token = /^\/calendar-feeds\/([A-Za-z0-9_-]{43})\.ics$/.exec(path)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe(customer.token);
    expect(path).not.toContain(customer.token);
    const after = await api.call(calendarFeed.getMyCalendarFeed, { token: customer.token });
    expect(after.json.data.feed.path).toBe(path);
    expect((await api.call(calendarFeed.getMyCalendarFeed)).status).toBe(401);
  });

  it('stops working at once when a new link is made or the feed is turned off', async () => {
    const customer = addPerson(db());
    const first = await makeFeed(customer.token);
    expect((await fetchFeed(first)).status).toBe(200);
    const second = await makeFeed(customer.token);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);

    const off = await api.call(calendarFeed.deleteMyCalendarFeed, { token: customer.token });
    expect(off.status).toBe(204);
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await api.call(calendarFeed.getMyCalendarFeed, { token: customer.token })).json.data).toEqual({
      feed: null,
    });
    // Turning off twice is harmless.
    expect((await api.call(calendarFeed.deleteMyCalendarFeed, { token: customer.token })).status).toBe(204);
  });

  it.each([
    ['a token too short', '/calendar-feeds/abc.ics'],
    ['a guessed token', `/calendar-feeds/${'A'.repeat(43)}.ics`],
    ['no .ics', `/calendar-feeds/${'A'.repeat(43)}`],
    ['characters outside base64url', `/calendar-feeds/${'%2F'.repeat(15)}.ics`],
  ])('answers 404 to %s', async (_name, path) => {
    const answer = await fetchFeed(path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('the calendar feed', () => {
  it('is text/calendar with the upcoming bookings in UTC, stable UIDs and no log-in', async () => {
    const customer = addPerson(db());
    const { session, bookingId } = await bookPlace(customer, 'Spin', 'Adult', 1);
    const path = await makeFeed(customer.token);
    const answer = await fetchFeed(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    const ics = await answer.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:My bookings\r\n');
    const [event, ...others] = eventsOf(ics);
    expect(others).toEqual([]);
    expect(event).toContain(`UID:booking-${bookingId}@bookings.leisure\r\n`);
    const utc = new Date(session.startsAt).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(event).toContain(`DTSTART:${utc}\r\n`);
    expect(event).toContain('SUMMARY:Spin\r\n');
    expect(event).toContain('STATUS:CONFIRMED\r\n');
    // The same booking keeps its UID on the next fetch: calendars update it rather than add another.
    expect(eventsOf(await (await fetchFeed(path)).text())[0]).toContain(`UID:booking-${bookingId}@bookings.leisure`);
  });

  it('marks a cancelled booking CANCELLED with a higher sequence, so calendars drop it', async () => {
    const customer = addPerson(db());
    const { bookingId } = await bookPlace(customer, 'Spin', 'Adult', 2);
    const path = await makeFeed(customer.token);
    const cancelled = await api.call(activities.cancelMyBooking, { token: customer.token, params: { bookingId } });
    expect(cancelled.status).toBe(200);
    const [event] = eventsOf(await (await fetchFeed(path)).text());
    expect(event).toContain(`UID:booking-${bookingId}@bookings.leisure\r\n`);
    expect(event).toContain('STATUS:CANCELLED\r\nSEQUENCE:1\r\n');
  });

  it('leaves out bookings that have started', async () => {
    const customer = addPerson(db());
    const { session } = await bookPlace(customer, 'Spin', 'Adult', 3);
    const path = await makeFeed(customer.token);
    const now = clock.now().toISOString();
    try {
      clock.set(new Date(new Date(session.startsAt).getTime() + 60_000).toISOString());
      expect(eventsOf(await (await fetchFeed(path)).text())).toEqual([]);
    } finally {
      clock.set(now);
    }
  });

  it("holds a linked child's booking the parent made, saying whose it is; not another customer's", async () => {
    const parent = addPerson(db(), { email: 'the.feeds@example.com', firstName: 'Pat', lastName: 'Feed' });
    const child = addPerson(db(), {
      email: 'the.feeds@example.com',
      firstName: 'Kim',
      lastName: 'Feed',
      dateOfBirth: '2013-06-06',
    });
    makeHousehold(db(), parent, { children: [child] });
    const stranger = addPerson(db());
    await bookPlace(parent, 'Junior Swim Squad', 'Junior', 0, child.id);
    await bookPlace(stranger, 'Spin', 'Adult', 4);
    const events = eventsOf(await (await fetchFeed(await makeFeed(parent.token))).text());
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('SUMMARY:Junior Swim Squad (Kim Feed)\r\n');
    expect(events[0]).toContain('DESCRIPTION:Booked for Kim Feed.\r\n');
  });
});
