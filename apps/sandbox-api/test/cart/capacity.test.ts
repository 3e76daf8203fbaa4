import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, leaveSpaces, optionId, pickSession } from './support/bookingFixtures.ts';
import { BOOKING_TEST_START, useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { bookViaBasket } from './support/checkout.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db, clock } = useBookingSandbox();

function spinSession(skip: number, spaces: number) {
  const session = pickSession(db(), 'salford-quays', 'Spin', '2026-03-11T00:00:00Z', skip);
  leaveSpaces(db(), session.id, spaces);
  return { ...session, adult: optionId(db(), session.activityId, 'Adult') };
}

const add = (token: string, sessionId: number, pricingOptionId: number) =>
  api.call(contract.cart.addToCart, { token, body: { items: [{ type: 'session', id: sessionId, pricingOptionId }] } });

const spacesLeft = async (sessionId: number) =>
  (await api.call(contract.activities.getSession, { params: { sessionId } })).json.data.spacesLeft as number;

describe('capacity', () => {
  it('refuses a full session with "This session is full."', async () => {
    const session = spinSession(0, 0);
    const result = await add(addPerson(db()).token, session.id, session.adult);
    expect(result.status).toBe(409);
    expect(result.json.message).toBe('This session is full.');
  });

  it('gives the last place to one customer only', async () => {
    const session = spinSession(1, 1);
    const first = addPerson(db());
    const second = addPerson(db());
    expect((await add(first.token, session.id, session.adult)).status).toBe(200);
    const late = await add(second.token, session.id, session.adult);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This session is full.');
  });

  it('does not let the same person take two places on a session', async () => {
    const session = spinSession(2, 10);
    const customer = addPerson(db());
    expect((await add(customer.token, session.id, session.adult)).status).toBe(200);
    const again = await add(customer.token, session.id, session.adult);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`This session is already in the basket for ${customer.name}.`);
    // Nor through a second basket: a linked parent's basket for them.
    const parent = addPerson(db(), {
      email: db().prepare('SELECT email FROM users WHERE id = ?').get(customer.id)!.email as string,
    });
    makeHousehold(db(), parent, { adults: [customer] });
    const viaParent = await addToBasket(api, parent.token, [
      { type: 'session', id: session.id, pricingOptionId: session.adult, purchasedForUserId: customer.id },
    ]);
    expect(viaParent.status).toBe(409);
    expect(viaParent.json.message).toBe(
      `${customer.name} is already holding a place on this session in another basket.`,
    );
    expect(await spacesLeft(session.id)).toBe(9);
  });

  it('does not let a booked person book the same session again', async () => {
    const session = spinSession(3, 10);
    const customer = addPerson(db());
    await bookViaBasket(api, db(), clock, customer, [{ sessionId: session.id, pricingOptionId: session.adult }]);
    const again = await add(customer.token, session.id, session.adult);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You are already booked on this session.');
    expect(await spacesLeft(session.id)).toBe(9);
  });

  it('gives the last place to exactly one of many simultaneous requests', async () => {
    const session = spinSession(4, 1);
    const customers = Array.from({ length: 12 }, () => addPerson(db()));
    const results = await Promise.all(customers.map((customer) => add(customer.token, session.id, session.adult)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    expect(
      results
        .filter((result) => result.status === 409)
        .every((result) => result.json.message === 'This session is full.'),
    ).toBe(true);
    expect(await spacesLeft(session.id)).toBe(0);
    const held = db().prepare('SELECT COUNT(*) AS n FROM cart_items WHERE session_id = ?').get(session.id) as {
      n: number;
    };
    expect(held.n).toBe(1);
  });

  it('gives one person one place even when they send many simultaneous requests', async () => {
    const session = spinSession(5, 10);
    const customer = addPerson(db());
    const results = await Promise.all(Array.from({ length: 8 }, () => add(customer.token, session.id, session.adult)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(await spacesLeft(session.id)).toBe(9);
  });
});

describe('place holds', () => {
  it('frees a held place after 15 minutes and tells the customer who lost it', async () => {
    const session = spinSession(6, 1);
    const slow = addPerson(db());
    const quick = addPerson(db());
    const held = await add(slow.token, session.id, session.adult);
    expect(held.json.data.items[0].heldUntil).toBe('2026-03-10T09:15:00+00:00');
    expect((await add(quick.token, session.id, session.adult)).status).toBe(409);

    clock.advanceMinutes(14);
    expect(await spacesLeft(session.id)).toBe(0);
    clock.advanceMinutes(2);
    expect(await spacesLeft(session.id)).toBe(1);
    const taken = await add(quick.token, session.id, session.adult);
    expect(taken.status).toBe(200);

    const slowCart = await api.call(contract.cart.getCart, { token: slow.token });
    expect(slowCart.json.data.items).toEqual([]);
    expect(slowCart.json.data.notices).toHaveLength(1);
    expect(slowCart.json.data.notices[0]).toMatch(
      /^The place on Spin \(.+\) for .+ was released because places are held for 15 minutes/,
    );
    // The notice is said once.
    expect((await api.call(contract.cart.getCart, { token: slow.token })).json.data.notices).toEqual([]);
    clock.set(BOOKING_TEST_START);
  });
});
