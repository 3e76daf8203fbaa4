import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, laneSwim, leaveSpaces, optionId, sessionItem } from './support/bookingFixtures.ts';
import { BOOKING_TEST_START, useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db, clock } = useBookingSandbox();
afterEach(() => clock.set(BOOKING_TEST_START));

let skip = 0;
/** A Lane Swimming session no other test in this file uses, with `spaces` places left. */
function freshSession(spaces = 10) {
  const session = laneSwim(db(), skip);
  skip += 1;
  leaveSpaces(db(), session.id, spaces);
  return { ...session, adult: optionId(db(), session.activityId, 'Adult') };
}

const add = (token: string, session: { id: number; adult: number }) =>
  api.call(contract.cart.addToCart, { token, body: { items: [sessionItem(session.id, session.adult)] } });

const keep = (token: string, options: { query?: Record<string, unknown>; body?: unknown } = {}) =>
  api.call(contract.cart.extendCartHolds, { token, body: {}, ...options });

const heldUntil = (cart: { items: { heldUntil: string }[] }) => cart.items.map((item) => item.heldUntil);

describe('"Keep my places" (extendCartHolds)', () => {
  it('adds 15 minutes to every hold, at most twice, and says how many extensions are left', async () => {
    const customer = addPerson(db());
    const first = freshSession();
    const second = freshSession();
    expect((await add(customer.token, first)).json.data.holdExtensionsLeft).toBe(2);
    clock.advanceMinutes(5);
    const added = await add(customer.token, second);
    expect(heldUntil(added.json.data)).toEqual(['2026-03-10T09:15:00+00:00', '2026-03-10T09:20:00+00:00']);

    const steps = [
      {
        at: 13,
        status: 200,
        heldUntil: ['2026-03-10T09:30:00+00:00', '2026-03-10T09:35:00+00:00'],
        expiresAt: '2026-03-10T09:30:00+00:00',
        left: 1,
      },
      {
        at: 28,
        status: 200,
        heldUntil: ['2026-03-10T09:45:00+00:00', '2026-03-10T09:50:00+00:00'],
        expiresAt: '2026-03-10T09:45:00+00:00',
        left: 0,
      },
      { at: 43, status: 409, heldUntil: null, expiresAt: null, left: null },
    ];
    for (const step of steps) {
      clock.set(new Date(Date.parse(BOOKING_TEST_START) + step.at * 60_000).toISOString());
      const result = await keep(customer.token);
      expect(result.status, `at +${step.at}`).toBe(step.status);
      if (step.status !== 200) {
        expect(result.json.message).toBe(
          'Your places have already been kept for longer twice, which is as long as we can hold them. ' +
            'Check out now to book them, or they will be released when the time shown runs out.',
        );
        continue;
      }
      expect(heldUntil(result.json.data)).toEqual(step.heldUntil);
      expect(result.json.data.expiresAt).toBe(step.expiresAt);
      expect(result.json.data.holdExtensionsLeft).toBe(step.left);
    }
    // The refused third press changed nothing.
    const cart = (await api.call(contract.cart.getCart, { token: customer.token })).json.data;
    expect(heldUntil(cart)).toEqual(['2026-03-10T09:45:00+00:00', '2026-03-10T09:50:00+00:00']);
    expect(cart.holdExtensionsLeft).toBe(0);
  });

  it('keeps the place from others for the extra 15 minutes', async () => {
    const session = freshSession(1);
    const keeper = addPerson(db());
    const other = addPerson(db());
    expect((await add(keeper.token, session)).status).toBe(200);
    clock.advanceMinutes(14);
    expect((await keep(keeper.token)).status).toBe(200);
    clock.advanceMinutes(10); // 09:24: past the first 15 minutes, within the extension
    const late = await add(other.token, session);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This session is full.');
    clock.advanceMinutes(7); // 09:31: the extended hold ran out
    expect((await add(other.token, session)).status).toBe(200);
  });

  it('does not revive a hold that already ran out, and says so', async () => {
    const customer = addPerson(db());
    const lapsing = freshSession();
    const live = freshSession();
    await add(customer.token, lapsing);
    clock.advanceMinutes(10);
    await add(customer.token, live);
    clock.advanceMinutes(6); // 09:16: the first hold ended at 09:15
    const result = await keep(customer.token);
    expect(result.status).toBe(200);
    expect(result.json.data.items.map((item: { session: { id: number } }) => item.session.id)).toEqual([live.id]);
    expect(heldUntil(result.json.data)).toEqual(['2026-03-10T09:40:00+00:00']);
    expect(result.json.data.notices).toHaveLength(1);
    expect(result.json.data.notices[0]).toMatch(/^The place on Lane Swimming \(.+\) for .+ was released/);
  });

  // Refusals: what the basket holds when "Keep my places" is pressed, and the customer's message.
  it.each([
    {
      basket: 'empty',
      prepare: async () => undefined,
      message: 'There are no places held in your basket to keep.',
    },
    {
      basket: 'only lapsed holds',
      prepare: async (token: string) => {
        await add(token, freshSession());
        clock.advanceMinutes(15);
      },
      message:
        'Your places were released because places are held for 15 minutes. Add them again if there is still space.',
    },
  ])('refuses with 409 when the basket is $basket', async ({ prepare, message }) => {
    const customer = addPerson(db());
    await prepare(customer.token);
    const result = await keep(customer.token);
    expect(result.status).toBe(409);
    expect(result.json.message).toBe(message);
  });

  it('starts counting again for a new basket (after emptying it)', async () => {
    const customer = addPerson(db());
    await add(customer.token, freshSession());
    await keep(customer.token);
    expect((await keep(customer.token)).json.data.holdExtensionsLeft).toBe(0);
    await api.call(contract.cart.discardCart, { token: customer.token });
    const refilled = await add(customer.token, freshSession());
    expect(refilled.json.data.holdExtensionsLeft).toBe(2);
    expect((await keep(customer.token)).json.data.holdExtensionsLeft).toBe(1);
  });

  it("keeps a linked account's basket when it is the selected user, in the query or the body", async () => {
    const email = `keep.${Date.now()}@example.com`;
    const parent = addPerson(db(), { email });
    const child = addPerson(db(), { email, firstName: 'Sam', dateOfBirth: '2001-01-01' });
    makeHousehold(db(), parent, { adults: [child] });
    const session = freshSession();
    const added = await addToBasket(api, parent.token, [sessionItem(session.id, session.adult)], {
      selectedUserId: child.id,
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const viaQuery = await keep(parent.token, { query: { selectedUserId: child.id } });
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.json.data).toMatchObject({ selectedUserId: child.id, holdExtensionsLeft: 1 });
    const viaBody = await keep(parent.token, { body: { selectedUserId: child.id } });
    expect(viaBody.json.data).toMatchObject({ selectedUserId: child.id, holdExtensionsLeft: 0 });
    // The parent's own basket is another basket, empty.
    expect((await keep(parent.token)).status).toBe(409);
  });

  it.each([
    { name: 'a visitor', token: undefined, options: {}, status: 401 },
    {
      name: 'a stranger as the selected user',
      token: 'stranger',
      options: { query: { selectedUserId: 1 } },
      status: 403,
    },
    {
      name: 'two different selected users',
      token: 'customer',
      options: { query: { selectedUserId: 1 }, body: { selectedUserId: 2 } },
      status: 422,
    },
    { name: 'a malformed selected user', token: 'customer', options: { query: { selectedUserId: 'me' } }, status: 422 },
  ])('answers $status for $name', async ({ token, options, status }) => {
    const person = token ? addPerson(db()) : undefined;
    const result = await api.call(contract.cart.extendCartHolds, { body: {}, token: person?.token, ...options });
    expect(result.status).toBe(status);
    if (status === 422) expect(Object.keys(result.json.errors)).toEqual(['selectedUserId']);
  });
});
