import { describe, expect, it } from 'vitest';
import { contract, type SessionSummary } from '@leisure/api-contract';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, laneSwim, leaveSpaces, optionId, sessionItem } from '../cart/support/bookingFixtures.ts';
import { makeLeedsMember } from '../activities/support/members.ts';

// Tuesday 10 March 2026, 09:00: Lane Swimming at Leeds City is included in the Leeds membership (yourPrice.test.ts).
const { api, db } = useBookingSandbox();

function member() {
  const person = addPerson(db());
  makeLeedsMember(db(), person.id);
  return person;
}

const book = (token: string | undefined, sessionId: number, body: Record<string, unknown> = {}) =>
  api.call(contract.activities.bookIncludedSession, { ...(token ? { token } : {}), params: { sessionId }, body });

async function summaryOf(token: string, sessionId: number): Promise<SessionSummary> {
  return (await api.call(contract.activities.getSession, { token, params: { sessionId } })).json.data;
}

describe('quick book of an included session (docs/decisions/0334-quick-book-included-sessions.md)', () => {
  it('books it at once as a free bookings order, leaving what is in the basket alone', async () => {
    const customer = member();
    const other = laneSwim(db(), 1);
    const added = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(other.id, optionId(db(), other.activityId, 'Adult'))] },
    });
    expect(added.status).toBe(200);
    const swim = laneSwim(db(), 0);

    const booked = await book(customer.token, swim.id);
    expect(booked.status).toBe(201);
    const { orderId, bookingId } = booked.json.data;
    expect(bookingId).toEqual(expect.any(Number));

    const order = await api.call(contract.orders.getOrder, { token: customer.token, params: { orderId } });
    expect(order.status).toBe(200);
    expect(order.json.data).toMatchObject({ source: 'bookings', total: { amount: 0 } });
    expect(order.json.data.items).toHaveLength(1);
    expect(await summaryOf(customer.token, swim.id)).toMatchObject({ isBooked: true, spacesLeft: 9 });
    const basket = await api.call(contract.cart.getCart, { token: customer.token });
    expect(basket.json.data.items.map((item: { session: { id: number } }) => item.session.id)).toEqual([other.id]);
  });

  it.each([
    {
      name: 'a session not included for them (a non-member)',
      who: () => addPerson(db()),
      arrange: () => undefined,
      status: 409,
      message: /not covered by your membership or a pass/,
    },
    {
      name: 'a full session',
      who: member,
      arrange: (sessionId: number) => leaveSpaces(db(), sessionId, 0),
      status: 409,
      message: /full/,
    },
    {
      name: 'a customer with outstanding penalties',
      who: () => {
        const person = addPerson(db(), { penalties: true });
        makeLeedsMember(db(), person.id);
        return person;
      },
      arrange: () => undefined,
      status: 403,
      message: /outstanding penalties/,
    },
  ])('refuses $name', async ({ who, arrange, status, message }) => {
    const swim = laneSwim(db(), 2);
    arrange(swim.id);
    const customer = who();
    const refused = await book(customer.token, swim.id);
    expect(refused.status).toBe(status);
    expect(refused.json.message).toMatch(message);
  });

  it('refuses a second booking of the same person and a session not yet open to them', async () => {
    const customer = member();
    const swim = laneSwim(db(), 3);
    expect((await book(customer.token, swim.id)).status).toBe(201);
    const again = await book(customer.token, swim.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already booked/);

    const later = db()
      .prepare(
        `SELECT s.id FROM activity_sessions s WHERE s.activity_id = ? AND s.starts_at > '2026-03-21T00:00:00Z'
         ORDER BY s.starts_at LIMIT 1`,
      )
      .get(swim.activityId) as { id: number };
    const notYet = await book(customer.token, later.id);
    expect(notYet.status).toBe(409);
    expect(notYet.json.message).toMatch(/^Booking opens /);
  });

  it('gives the last place to one of two members asking at once', async () => {
    const swim = laneSwim(db(), 4);
    leaveSpaces(db(), swim.id, 1);
    const [first, second] = [member(), member()];
    const answers = await Promise.all([book(first.token, swim.id), book(second.token, swim.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('needs a log-in and a session that exists', async () => {
    expect((await book(undefined, 1)).status).toBe(401);
    expect((await book(member().token, 999_999)).status).toBe(404);
  });
});
