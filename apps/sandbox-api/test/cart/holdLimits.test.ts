import { afterEach, describe, expect, it } from 'vitest';
import { camelizeKeys, contract, decamelizeKeys } from '@leisure/api-contract';
import { addPerson, sessionItem } from './support/bookingFixtures.ts';
import { BOOKING_TEST_START, useBookingSandbox } from './support/bookingSandbox.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db, clock } = useBookingSandbox();
afterEach(() => clock.set(BOOKING_TEST_START));

let skip = 0;
/** A session (of an activity with an Adult price) no other test in this file uses, with `capacity` places, none taken. */
function freshSession(capacity = 30) {
  const session = db()
    .prepare(
      `SELECT s.id, o.id AS adult FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       JOIN activity_pricing_options o ON o.activity_id = a.id AND o.name = 'Adult' AND o.members_only = 0
       WHERE a.name IN ('Lane Swimming', 'Spin', 'Yoga Flow') AND s.status = 'scheduled' AND s.starts_at > ?
       ORDER BY s.starts_at, s.id LIMIT 1 OFFSET ?`,
    )
    .get('2026-03-11T00:00:00Z', skip) as { id: number; adult: number };
  skip += 1;
  db()
    .prepare('UPDATE activity_sessions SET capacity = ?, offline_bookings = 0 WHERE id = ?')
    .run(capacity, session.id);
  return session;
}
type Session = ReturnType<typeof freshSession>;

/** A household (decision 0313) of `size` adults, the first of them its payer and the one logging in. */
function household(size: number) {
  const people = Array.from({ length: size }, (_, index) => addPerson(db(), { firstName: `Member${index}` }));
  makeHousehold(db(), people[0]!, { adults: people.slice(1) });
  return people;
}

/**
 * Adds a session to `person`'s basket as a request through the proxy from `address` would (X-Forwarded-For, the
 * proxy's entry last), or directly when no address is given. `attendee` books someone in the household.
 */
async function add(
  person: { token: string },
  session: Session,
  options: { address?: string; attendee?: number; selectedUserId?: number } = {},
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${person.token}`,
  };
  if (options.address) headers['x-forwarded-for'] = `203.0.113.250, ${options.address}`;
  const response = await fetch(`${api.origin}/api${contract.cart.addToCart.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      decamelizeKeys({
        selectedUserId: options.selectedUserId ?? null,
        items: [sessionItem(session.id, session.adult, options.attendee)],
      }),
    ),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, json: camelizeKeys<any>(await response.json()), headers: response.headers };
}

async function expectAdded(result: Awaited<ReturnType<typeof add>>) {
  expect(result.status, JSON.stringify(result.json)).toBe(200);
}

interface LimitCase {
  limit: string;
  /** Takes holds up to the limit; returns the add that passes it. */
  fill: () => Promise<() => ReturnType<typeof add>>;
  status: 409 | 429;
  message: string;
  /** Retry-After in seconds (429 only): until the first counted hold runs out. */
  retryAfter?: number;
  /** An add just like the refused one that is allowed, showing the limit is no wider than it says. */
  allowed?: () => ReturnType<typeof add>;
}

const cases: LimitCase[] = [
  {
    limit: '12 places per household (docs/decisions/0313), across all their baskets',
    fill: async () => {
      const [parent, child] = household(2);
      for (let i = 0; i < 6; i++) await expectAdded(await add(parent!, freshSession()));
      for (let i = 0; i < 6; i++) await expectAdded(await add(child!, freshSession()));
      return () => add(parent!, freshSession());
    },
    status: 409,
    message:
      'You are already holding 12 places in baskets, the most one household can hold at once. Book or remove some ' +
      'before adding more.',
    allowed: () => add(addPerson(db()), freshSession()),
  },
  {
    limit: '6 places of one session per household',
    fill: async () => {
      const members = household(7);
      const session = freshSession();
      for (const member of members.slice(1))
        await expectAdded(await add(members[0]!, session, { attendee: member.id }));
      return () => add(members[0]!, session);
    },
    status: 409,
    message:
      'You and your household are already holding 6 places on this session, the most we hold for one ' +
      'customer. Book those before adding more.',
  },
  {
    limit: '30 places from one client address, across accounts',
    fill: async () => {
      const sessions = Array.from({ length: 10 }, () => freshSession());
      for (let person = 0; person < 3; person++) {
        const customer = addPerson(db());
        for (const session of sessions) await expectAdded(await add(customer, session, { address: '198.51.100.7' }));
        clock.advanceMinutes(1);
      }
      return () => add(addPerson(db()), freshSession(), { address: '198.51.100.7' });
    },
    status: 429,
    message:
      'Too many places are being held from your internet connection right now. Book or remove some, or try again in 12 minutes.',
    retryAfter: 12 * 60,
    allowed: () => add(addPerson(db()), freshSession(), { address: '198.51.100.8' }),
  },
  {
    limit: '8 places of one session from one client address',
    fill: async () => {
      const session = freshSession(40);
      for (let i = 0; i < 8; i++) await expectAdded(await add(addPerson(db()), session, { address: '2001:db8::1' }));
      clock.advanceMinutes(4);
      return () => add(addPerson(db()), session, { address: '2001:DB8::1' });
    },
    status: 429,
    message:
      'Too many places on this session are being held from your internet connection right now. Try again in 11 minutes.',
    retryAfter: 11 * 60,
  },
  {
    limit: 'half the capacity of a session held at once',
    fill: async () => {
      const session = freshSession(20);
      for (let i = 0; i < 10; i++) await expectAdded(await add(addPerson(db()), session));
      clock.advanceMinutes(5);
      return () => add(addPerson(db()), session);
    },
    status: 429,
    message:
      'Many places on this session are being held in other baskets right now. Try again in 10 minutes: places ' +
      'that are not booked in time are released.',
    retryAfter: 600,
  },
  {
    limit: 'at least 4 places of a small session may be held',
    fill: async () => {
      const session = freshSession(6);
      for (let i = 0; i < 4; i++) await expectAdded(await add(addPerson(db()), session));
      return () => add(addPerson(db()), session);
    },
    status: 429,
    message:
      'Many places on this session are being held in other baskets right now. Try again in 15 minutes: places ' +
      'that are not booked in time are released.',
    retryAfter: 900,
  },
];

describe('hold limits (docs/decisions/0312-hold-limits.md)', () => {
  it.each(cases)('$limit: $status', async ({ fill, status, message, retryAfter, allowed }) => {
    const passLimit = await fill();
    const refused = await passLimit();
    expect(refused.status).toBe(status);
    expect(refused.json.message).toBe(message);
    expect(refused.json.errors).toEqual({ 'items.0.id': [message] });
    expect(refused.headers.get('retry-after')).toBe(retryAfter === undefined ? null : String(retryAfter));
    if (allowed) await expectAdded(await allowed());
  });

  it('frees room as soon as a held place is removed or booked', async () => {
    const session = freshSession(20);
    const holders = Array.from({ length: 10 }, () => addPerson(db()));
    for (const holder of holders) await expectAdded(await add(holder, session));
    const late = addPerson(db());
    expect((await add(late, session)).status).toBe(429);
    const basket = await api.call(contract.cart.getCart, { token: holders[0]!.token });
    await api.call(contract.cart.removeFromCart, {
      token: holders[0]!.token,
      body: { cartItemIds: [basket.json.data.items[0].id] },
    });
    await expectAdded(await add(late, session));
  });

  it('does not count front-of-house staff by address: a reception desk serves many customers', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const sessions = Array.from({ length: 4 }, () => freshSession());
    for (let customer = 0; customer < 9; customer++) {
      const { id } = addPerson(db());
      for (const session of sessions) {
        await expectAdded(await add(staff, session, { address: '198.51.100.99', selectedUserId: id }));
      }
    }
    // 36 holds from the desk; the address limit would have stopped a customer at 30.
    const held = db()
      .prepare(`SELECT COUNT(*) AS n FROM cart_items WHERE session_id IN (${sessions.map(() => '?').join(',')})`)
      .get(...sessions.map((session) => session.id)) as { n: number };
    expect(held.n).toBe(36);
  });

  it('trusts only the address the proxy added, not what the client put before it', async () => {
    const session = freshSession(40);
    for (let i = 0; i < 8; i++) await expectAdded(await add(addPerson(db()), session, { address: '192.0.2.10' }));
    // The same first (client-written) entry, another proxy-seen address: allowed.
    await expectAdded(await add(addPerson(db()), session, { address: '192.0.2.11' }));
  });

  it('does not count loopback (this machine, e.g. the e2e tests through the local proxy) by address', async () => {
    const session = freshSession(40);
    for (let i = 0; i < 10; i++) await expectAdded(await add(addPerson(db()), session, { address: '127.0.0.1' }));
  });
});
