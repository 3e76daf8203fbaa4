import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, laneSwim, leaveSpaces, optionId, pickSession, sessionItem } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';

const { api, db } = useBookingSandbox();
describe('adding, totals and VAT', () => {
  it('prices lines with VAT included and holds each place for 15 minutes', async () => {
    const customer = addPerson(db(), { dateOfBirth: '1990-01-01' });
    const swim = laneSwim(db(), 2);
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
    const swim = laneSwim(db(), 3);
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
    const swim = laneSwim(db(), 4);
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
    const swim = laneSwim(db(), 5);
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
    const cancelled = laneSwim(db(), 6);
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
