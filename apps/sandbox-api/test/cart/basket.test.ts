import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { startSandbox, type RunningSandbox } from '../support/sandboxServer.ts';
import { apiCaller, type ApiCaller } from '../support/apiCaller.ts';
import { addPerson, leaveSpaces, movableClock, optionId, pickSession } from './support/bookingFixtures.ts';

const clock = movableClock('2026-03-10T09:00:00Z');
let running: RunningSandbox;
let api: ApiCaller;

beforeAll(async () => {
  running = await startSandbox({ clock });
  api = apiCaller(running.origin);
});
afterAll(() => running.close());

const db = () => running.sandbox.services.db;
const sessionItem = (sessionId: number, pricingOptionId: number, purchasedForUserId?: number) => ({
  type: 'session',
  id: sessionId,
  pricingOptionId,
  ...(purchasedForUserId ? { purchasedForUserId } : {}),
});

function laneSwim(skip = 0) {
  const session = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-03-11T00:00:00Z', skip);
  leaveSpaces(db(), session.id, 10);
  return session;
}

describe('who has a basket', () => {
  it('needs a log-in (401 for visitors)', async () => {
    expect((await api.call(contract.cart.getCart)).status).toBe(401);
    const session = laneSwim();
    const add = await api.call(contract.cart.addToCart, {
      body: { items: [sessionItem(session.id, optionId(db(), session.activityId, 'Adult'))] },
    });
    expect(add.status).toBe(401);
  });

  it('starts empty for a new customer', async () => {
    const customer = addPerson(db());
    const { status, json } = await api.call(contract.cart.getCart, { token: customer.token });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({
      items: [],
      payments: [],
      attendeeWaiversRequired: [],
      selectedUserId: customer.id,
      completeOrderId: null,
      expiresAt: null,
      notices: [],
      totals: {
        total: 0,
        taxTotal: 0,
        subTotal: 0,
        balance: 0,
        itemCount: 0,
        formattedTotal: '£0.00',
        formattedBalance: '£0.00',
      },
    });
    expect(json.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets a customer select a linked account (same email) but nobody else', async () => {
    const parent = addPerson(db(), { email: 'the.okafors@example.com' });
    const child = addPerson(db(), { email: 'THE.OKAFORS@example.com', dateOfBirth: '2014-04-04' });
    const stranger = addPerson(db());
    const linked = await api.call(contract.cart.getCart, { token: parent.token, query: { selectedUserId: child.id } });
    expect(linked.status).toBe(200);
    expect(linked.json.data.selectedUserId).toBe(child.id);
    const refused = await api.call(contract.cart.getCart, {
      token: parent.token,
      query: { selectedUserId: stranger.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You can only book for yourself or your linked accounts.');
    const unknown = await api.call(contract.cart.getCart, {
      token: parent.token,
      query: { selectedUserId: 9_999_999 },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors.selectedUserId).toEqual(['No such customer.']);
  });

  it("lets front-of-house staff build any customer's basket, separate from the customer's own", async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db());
    const session = laneSwim(1);
    const add = await api.call(contract.cart.addToCart, {
      token: staff.token,
      body: {
        selectedUserId: customer.id,
        items: [sessionItem(session.id, optionId(db(), session.activityId, 'Adult'))],
      },
    });
    expect(add.status).toBe(200);
    expect(add.json.data.selectedUserId).toBe(customer.id);
    expect(add.json.data.items[0].attendee).toEqual({ id: customer.id, name: customer.name });
    const own = await api.call(contract.cart.getCart, { token: customer.token });
    expect(own.json.data.items).toEqual([]);
    const staffView = await api.call(contract.cart.getCart, {
      token: staff.token,
      query: { selectedUserId: customer.id },
    });
    expect(staffView.json.data.items).toHaveLength(1);
  });

  it('refuses customers with outstanding penalties', async () => {
    const customer = addPerson(db(), { penalties: true });
    const session = laneSwim();
    const add = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(session.id, optionId(db(), session.activityId, 'Adult'))] },
    });
    expect(add.status).toBe(403);
    expect(add.json.message).toMatch(/outstanding penalties/);
  });
});

describe('adding, totals and VAT', () => {
  it('prices lines with VAT included and holds each place for 15 minutes', async () => {
    const customer = addPerson(db(), { dateOfBirth: '1990-01-01' });
    const swim = laneSwim(2);
    const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-11T00:00:00Z');
    leaveSpaces(db(), spin.id, 10);
    const first = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(spin.id, optionId(db(), spin.activityId, 'Adult'))] },
    });
    expect(first.status).toBe(200);
    const second = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult'))] },
    });
    const cart = second.json.data;
    expect(cart.totals).toEqual({
      total: 1270,
      taxTotal: 212, // 750 → 125, 520 → 87
      subTotal: 1058,
      balance: 1270,
      itemCount: 2,
      formattedTotal: '£12.70',
      formattedTaxTotal: '£2.12',
      formattedSubTotal: '£10.58',
      formattedBalance: '£12.70',
    });
    const spinLine = cart.items.find((item: { session: { id: number } }) => item.session.id === spin.id);
    expect(spinLine).toMatchObject({
      type: 'session',
      name: 'Spin',
      pricingOption: { name: 'Adult', price: { amount: 750, formatted: '£7.50' } },
      price: { amount: 750 },
      tax: { amount: 125, formatted: '£1.25' },
      appliedBenefit: null,
      appliedPackageUsage: null,
      purchasedForUserId: customer.id,
      enablePrintReceipt: true,
      heldUntil: '2026-03-10T09:15:00+00:00',
    });
    expect(spinLine.description).toContain('Leeds City Leisure Centre');
    // Ordered by when sessions start.
    expect(cart.items.map((item: { sortBy: number }) => item.sortBy)).toEqual([0, 1]);
    const starts = cart.items.map((item: { session: { startsAt: string } }) => item.session.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(cart.expiresAt).toBe('2026-03-10T09:15:00+00:00');
  });

  it("checks the attendee's age against the price and the activity", async () => {
    const adult = addPerson(db(), { dateOfBirth: '1990-01-01' });
    const swim = laneSwim(3);
    const junior = await api.call(contract.cart.addToCart, {
      token: adult.token,
      body: { items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Junior'))] },
    });
    expect(junior.status).toBe(422);
    expect(junior.json.errors['items.0.pricingOptionId']).toEqual(['The Junior price is for ages 8 to 15.']);
    const lesson = pickSession(db(), 'leeds-city', 'Swim Lessons \u2013 Stage 1', '2026-03-11T00:00:00Z');
    leaveSpaces(db(), lesson.id, 4);
    const child = await api.call(contract.cart.addToCart, {
      token: adult.token,
      body: { items: [sessionItem(lesson.id, optionId(db(), lesson.activityId, 'Junior'))] },
    });
    expect(child.status).toBe(422);
    expect(child.json.errors['items.0.purchasedForUserId']).toEqual([
      'Swim Lessons \u2013 Stage 1 is for ages 4 to 7.',
    ]);
  });

  it('refuses a members-only price to non-members, and a price of another activity', async () => {
    const customer = addPerson(db());
    const swim = laneSwim(4);
    const member = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Member'))] },
    });
    expect(member.status).toBe(422);
    expect(member.json.message).toBe('The Member price is for members at Leeds City Leisure Centre.');
    const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-11T00:00:00Z');
    const wrong = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(swim.id, optionId(db(), spin.activityId, 'Adult'))] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors['items.0.pricingOptionId']).toBeDefined();
  });

  it('books a child on a junior activity for a linked parent', async () => {
    const parent = addPerson(db(), { email: 'the.singhs@example.com', dateOfBirth: '1982-07-07' });
    const child = addPerson(db(), { email: 'the.singhs@example.com', firstName: 'Arjun', dateOfBirth: '2020-09-01' });
    const lesson = pickSession(db(), 'leeds-city', 'Swim Lessons \u2013 Stage 1', '2026-03-11T00:00:00Z', 1);
    leaveSpaces(db(), lesson.id, 4);
    const add = await api.call(contract.cart.addToCart, {
      token: parent.token,
      body: { items: [sessionItem(lesson.id, optionId(db(), lesson.activityId, 'Junior'), child.id)] },
    });
    expect(add.status).toBe(200);
    expect(add.json.data.selectedUserId).toBe(parent.id);
    expect(add.json.data.items[0]).toMatchObject({
      purchasedForUserId: child.id,
      attendee: { name: child.name },
      price: { amount: 720 },
    });
  });

  it('adds all items or none', async () => {
    const customer = addPerson(db());
    const swim = laneSwim(5);
    const full = pickSession(db(), 'leeds-city', 'Spin', '2026-03-11T00:00:00Z', 1);
    leaveSpaces(db(), full.id, 0);
    const add = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: {
        items: [
          sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult')),
          sessionItem(full.id, optionId(db(), full.activityId, 'Adult')),
        ],
      },
    });
    expect(add.status).toBe(409);
    const cart = await api.call(contract.cart.getCart, { token: customer.token });
    expect(cart.json.data.items).toEqual([]);
  });

  it('refuses a session that started or that the venue cancelled', async () => {
    const customer = addPerson(db());
    const started = db()
      .prepare(
        "SELECT s.id, s.activity_id FROM activity_sessions s JOIN venues v ON v.id = s.venue_id WHERE v.slug = 'leeds-city' AND s.starts_at < ? AND s.status = 'scheduled' ORDER BY s.starts_at DESC LIMIT 1",
      )
      .get('2026-03-10T09:00:00.000Z') as { id: number; activity_id: number };
    const startedOption = (
      db()
        .prepare('SELECT id FROM activity_pricing_options WHERE activity_id = ? LIMIT 1')
        .get(started.activity_id) as { id: number }
    ).id;
    const tooLate = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(started.id, startedOption)] },
    });
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe('This session has already started.');
    const cancelled = laneSwim(6);
    db()
      .prepare(
        "UPDATE activity_sessions SET status = 'cancelled', cancellation_reason = 'Pool maintenance' WHERE id = ?",
      )
      .run(cancelled.id);
    const refused = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(cancelled.id, optionId(db(), cancelled.activityId, 'Adult'))] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/has been cancelled/);
  });

  it('validates the request body', async () => {
    const customer = addPerson(db());
    const empty = await api.call(contract.cart.addToCart, { token: customer.token, body: { items: [] } });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.items).toEqual(['Choose something to add.']);
    const wrongType = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [{ type: 'spaceship', id: 1 }] },
    });
    expect(wrongType.status).toBe(422);
    const unknown = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(99_999_999, 1)] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors['items.0.id']).toEqual(['No such session.']);
  });
});

describe('changing the basket', () => {
  it('changes the price option and the attendee, keeping the held place', async () => {
    const parent = addPerson(db(), { email: 'the.wards@example.com', dateOfBirth: '1960-01-01' });
    const teen = addPerson(db(), { email: 'the.wards@example.com', dateOfBirth: '2012-02-02' });
    const stranger = addPerson(db());
    const swim = laneSwim(7);
    const add = await api.call(contract.cart.addToCart, {
      token: parent.token,
      body: { items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult'))] },
    });
    const item = add.json.data.items[0];
    const concession = await api.call(contract.cart.updateCartItem, {
      token: parent.token,
      params: { cartItemId: item.id },
      body: { options: { pricingOptionId: optionId(db(), swim.activityId, 'Concession') } },
    });
    expect(concession.status).toBe(200);
    expect(concession.json.data.items[0]).toMatchObject({
      pricingOption: { name: 'Concession' },
      price: { amount: 370 },
      heldUntil: item.heldUntil,
    });
    expect(concession.json.data.totals.total).toBe(370);
    const teenAtConcession = await api.call(contract.cart.updateCartItem, {
      token: parent.token,
      params: { cartItemId: item.id },
      body: { options: { purchasedForUserId: teen.id } },
    });
    expect(teenAtConcession.status).toBe(422);
    expect(teenAtConcession.json.errors['options.pricingOptionId']).toEqual([
      'The Concession price is for ages 60 and over.',
    ]);
    const teenAtJunior = await api.call(contract.cart.updateCartItem, {
      token: parent.token,
      params: { cartItemId: item.id },
      body: { options: { purchasedForUserId: teen.id, pricingOptionId: optionId(db(), swim.activityId, 'Junior') } },
    });
    expect(teenAtJunior.status).toBe(200);
    expect(teenAtJunior.json.data.items[0]).toMatchObject({ purchasedForUserId: teen.id, price: { amount: 290 } });
    const strangerAttendee = await api.call(contract.cart.updateCartItem, {
      token: parent.token,
      params: { cartItemId: item.id },
      body: { options: { purchasedForUserId: stranger.id } },
    });
    expect(strangerAttendee.status).toBe(422);
    const nothing = await api.call(contract.cart.updateCartItem, {
      token: parent.token,
      params: { cartItemId: item.id },
      body: { options: {} },
    });
    expect(nothing.status).toBe(422);
    const missing = await api.call(contract.cart.updateCartItem, {
      token: parent.token,
      params: { cartItemId: 99_999_999 },
      body: { options: { pricingOptionId: 1 } },
    });
    expect(missing.status).toBe(404);
  });

  it("cannot touch another customer's basket line", async () => {
    const owner = addPerson(db());
    const other = addPerson(db());
    const swim = laneSwim(8);
    const add = await api.call(contract.cart.addToCart, {
      token: owner.token,
      body: { items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult'))] },
    });
    const itemId = add.json.data.items[0].id;
    const update = await api.call(contract.cart.updateCartItem, {
      token: other.token,
      params: { cartItemId: itemId },
      body: { options: { pricingOptionId: optionId(db(), swim.activityId, 'Adult') } },
    });
    expect(update.status).toBe(404);
    const remove = await api.call(contract.cart.removeFromCart, {
      token: other.token,
      body: { cartItemIds: [itemId] },
    });
    expect(remove.status).toBe(422);
    expect((await api.call(contract.cart.getCart, { token: owner.token })).json.data.items).toHaveLength(1);
  });

  it('removes lines and releases their places', async () => {
    const customer = addPerson(db());
    const swim = laneSwim(9);
    leaveSpaces(db(), swim.id, 1);
    const add = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult'))] },
    });
    const spaces = async () =>
      (await api.call(contract.activities.getSession, { params: { sessionId: swim.id } })).json.data
        .spacesLeft as number;
    expect(await spaces()).toBe(0);
    const removed = await api.call(contract.cart.removeFromCart, {
      token: customer.token,
      query: { membershipUserId: customer.id, selectedUserId: customer.id },
      body: { cartItemIds: [add.json.data.items[0].id] },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.data.items).toEqual([]);
    expect(removed.json.data.totals.total).toBe(0);
    expect(await spaces()).toBe(1);
  });

  it('discards the whole basket: places released and a new basket (uuid) starts', async () => {
    const customer = addPerson(db());
    const swim = laneSwim(10);
    const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-11T00:00:00Z', 2);
    leaveSpaces(db(), spin.id, 3);
    const add = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: {
        items: [
          sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult')),
          sessionItem(spin.id, optionId(db(), spin.activityId, 'Adult')),
        ],
      },
    });
    expect(add.json.data.totals.itemCount).toBe(2);
    const discarded = await api.call(contract.cart.discardCart, { token: customer.token });
    expect(discarded.status).toBe(200);
    expect(discarded.json.data.items).toEqual([]);
    expect(discarded.json.data.id).toBe(add.json.data.id);
    expect(discarded.json.data.uuid).not.toBe(add.json.data.uuid);
    const spin2 = await api.call(contract.activities.getSession, { params: { sessionId: spin.id } });
    expect(spin2.json.data.spacesLeft).toBe(3);
  });

  it('refuses a membership user id that is not the caller or the customer', async () => {
    const customer = addPerson(db());
    const other = addPerson(db());
    const swim = laneSwim(11);
    const add = await api.call(contract.cart.addToCart, {
      token: customer.token,
      body: { membershipUserId: other.id, items: [sessionItem(swim.id, optionId(db(), swim.activityId, 'Adult'))] },
    });
    expect(add.status).toBe(403);
  });
});
