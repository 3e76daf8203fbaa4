import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, laneSwim, optionId, sessionItem, placeOn, leedsSession } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db } = useBookingSandbox();
describe('adding, totals and VAT', () => {
  it('prices lines with VAT included and holds each place for 15 minutes', async () => {
    const customer = addPerson(db(), { dateOfBirth: '1990-01-01' });
    const swim = laneSwim(db(), 2);
    const spin = leedsSession(db(), 'Spin', 0, 10);
    const first = await addToBasket(api, customer.token, [placeOn(db(), spin, 'Adult')]);
    expect(first.status).toBe(200);
    const second = await addToBasket(api, customer.token, [placeOn(db(), swim, 'Adult')]);
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
    const junior = await addToBasket(api, adult.token, [placeOn(db(), swim, 'Junior')]);
    expect(junior.status).toBe(422);
    expect(junior.json.errors['items.0.pricingOptionId']).toEqual(['The Junior price is for ages 8 to 15.']);
    const lesson = leedsSession(db(), 'Swim Lessons \u2013 Stage 1', 0, 4);
    const child = await addToBasket(api, adult.token, [placeOn(db(), lesson, 'Junior')]);
    expect(child.status).toBe(422);
    expect(child.json.errors['items.0.purchasedForUserId']).toEqual([
      'Swim Lessons \u2013 Stage 1 is for ages 4 to 7.',
    ]);
  });

  it('refuses a members-only price to non-members, and a price of another activity', async () => {
    const customer = addPerson(db());
    const swim = laneSwim(db(), 4);
    const member = await addToBasket(api, customer.token, [placeOn(db(), swim, 'Member')]);
    expect(member.status).toBe(422);
    expect(member.json.message).toBe('The Member price is for members at Leeds City Leisure Centre.');
    const spin = leedsSession(db(), 'Spin');
    const wrong = await addToBasket(api, customer.token, [
      sessionItem(swim.id, optionId(db(), spin.activityId, 'Adult')),
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors['items.0.pricingOptionId']).toBeDefined();
  });

  it('books a child on a junior activity for a linked parent', async () => {
    const parent = addPerson(db(), { email: 'the.singhs@example.com', dateOfBirth: '1982-07-07' });
    const child = addPerson(db(), { email: 'the.singhs@example.com', firstName: 'Arjun', dateOfBirth: '2020-09-01' });
    makeHousehold(db(), parent, { children: [child] });
    const lesson = leedsSession(db(), 'Swim Lessons \u2013 Stage 1', 1, 4);
    const add = await addToBasket(api, parent.token, [placeOn(db(), lesson, 'Junior', child.id)]);
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
    const full = leedsSession(db(), 'Spin', 1, 0);
    const add = await addToBasket(api, customer.token, [placeOn(db(), swim, 'Adult'), placeOn(db(), full, 'Adult')]);
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
    const tooLate = await addToBasket(api, customer.token, [sessionItem(started.id, startedOption)]);
    expect(tooLate.status).toBe(409);
    expect(tooLate.json.message).toBe('This session has already started.');
    const cancelled = laneSwim(db(), 6);
    db()
      .prepare(
        "UPDATE activity_sessions SET status = 'cancelled', cancellation_reason = 'Pool maintenance' WHERE id = ?",
      )
      .run(cancelled.id);
    const refused = await addToBasket(api, customer.token, [placeOn(db(), cancelled, 'Adult')]);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/has been cancelled/);
  });

  it('validates the request body', async () => {
    const customer = addPerson(db());
    const empty = await addToBasket(api, customer.token, []);
    expect(empty.status).toBe(422);
    expect(empty.json.errors.items).toEqual(['Choose something to add.']);
    const wrongType = await addToBasket(api, customer.token, [{ type: 'spaceship', id: 1 }]);
    expect(wrongType.status).toBe(422);
    const unknown = await addToBasket(api, customer.token, [sessionItem(99_999_999, 1)]);
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors['items.0.id']).toEqual(['No such session.']);
  });
});
