import { describe, expect, it } from 'vitest';
import { contract, type Cart, type SessionCartItem } from '@leisure/api-contract';
import {
  addPerson,
  leaveSpaces,
  optionId,
  pickSession,
  sessionItem,
  placeOn,
  leedsSession,
} from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { grantEntitlement, grantPackage } from './support/entitlements.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const sessionItems = (cart: Cart): SessionCartItem[] =>
  cart.items.filter((item): item is SessionCartItem => item.type === 'session');

const { api, db } = useBookingSandbox();

function badminton(skip: number) {
  const session = leedsSession(db(), 'Badminton Pay & Play', skip, 6);
  return { ...session, adult: optionId(db(), session.activityId, 'Adult') };
}

const add = (token: string, sessionId: number, pricingOptionId: number) =>
  addToBasket(api, token, [sessionItem(sessionId, pricingOptionId)]);

/** Declines the line's membership benefit or package use: the customer pays for it instead. */
const removeBenefit = (token: string, cartItemId: number, query?: { source: 'bookings'; selectedUserId?: number }) =>
  api.call(contract.cart.removeCartBenefit, { token, params: { cartItemId }, ...(query && { query }) });
const removePackageUsage = (token: string, cartItemId: number, query?: { source: 'bookings' }) =>
  api.call(contract.cart.removeCartPackageUsage, { token, params: { cartItemId }, ...(query && { query }) });

describe('membership benefits', () => {
  it('are applied automatically, and removing one makes the item paid for', async () => {
    const member = addPerson(db());
    const benefitId = grantEntitlement(db(), member.id, {
      kind: 'benefit',
      name: 'Free racquet sessions',
      category: 'racquet-sports',
      uses: 2,
      period: 'month',
    });
    const session = badminton(0);
    const added = await add(member.token, session.id, session.adult);
    expect(added.status).toBe(200);
    const item = added.json.data.items[0];
    expect(item.appliedBenefit).toEqual({
      id: benefitId,
      name: 'Free racquet sessions',
      description: 'Free racquet sessions for tests',
    });
    expect(item.price).toEqual({ amount: 0, formatted: '£0.00' });
    expect(item.enablePrintReceipt).toBe(false);
    expect(added.json.data.totals.total).toBe(0);

    const removed = await removeBenefit(member.token, item.id, { source: 'bookings', selectedUserId: member.id });
    expect(removed.status).toBe(200);
    expect(removed.json.data.items[0]).toMatchObject({ appliedBenefit: null, price: { amount: 600 } });
    expect(removed.json.data.totals).toMatchObject({ total: 600, taxTotal: 100, balance: 600 });

    const again = await removeBenefit(member.token, item.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('No membership benefit is applied to this item.');
    // A declined benefit stays declined when the price changes.
    const junior = await api.call(contract.cart.updateCartItem, {
      token: member.token,
      params: { cartItemId: item.id },
      body: { options: { pricingOptionId: optionId(db(), session.activityId, 'Adult') } },
    });
    expect(junior.json.data.items[0].appliedBenefit).toBeNull();
  });

  it('run out after their uses in the period, and the next period has its own', async () => {
    const member = addPerson(db());
    grantEntitlement(db(), member.id, {
      kind: 'benefit',
      name: 'One free session a week',
      category: 'racquet-sports',
      uses: 1,
      period: 'week',
    });
    const racquetSessions = (from: string, to: string) =>
      db()
        .prepare(
          `SELECT s.id, s.activity_id FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
           JOIN activity_categories c ON c.id = a.category_id JOIN venues v ON v.id = s.venue_id
           WHERE v.slug = 'leeds-city' AND c.slug = 'racquet-sports' AND s.status = 'scheduled'
             AND s.starts_at > '2026-03-10T09:00:00Z' AND s.local_date BETWEEN ? AND ? ORDER BY s.starts_at LIMIT 2`,
        )
        .all(from, to) as { id: number; activity_id: number }[];
    const thisWeek = racquetSessions('2026-03-10', '2026-03-15');
    const nextWeek = racquetSessions('2026-03-16', '2026-03-22');
    expect(thisWeek).toHaveLength(2);
    expect(nextWeek.length).toBeGreaterThan(0);
    const baskets: Cart[] = [];
    for (const session of [...thisWeek, nextWeek[0]!]) {
      leaveSpaces(db(), session.id, 5);
      const result = await add(member.token, session.id, optionId(db(), session.activity_id, 'Adult'));
      expect(result.status).toBe(200);
      baskets.push(result.json.data);
    }
    const cart = baskets.at(-1)!;
    const covered = (date: (d: string) => boolean) =>
      sessionItems(cart).filter((item) => date(item.session.date) && item.appliedBenefit !== null);
    expect(covered((d) => d <= '2026-03-15')).toHaveLength(1);
    expect(covered((d) => d >= '2026-03-16')).toHaveLength(1);
  });

  it('are not used on a price that is already free (a member\u2019s included swim)', async () => {
    const token = await api.login('memberWithDirectDebit');
    const swim = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-03-12T00:00:00Z');
    leaveSpaces(db(), swim.id, 5);
    const member = await add(token, swim.id, optionId(db(), swim.activityId, 'Member'));
    expect(member.status).toBe(200);
    const line = member.json.data.items.find((item: { session: { id: number } }) => item.session.id === swim.id);
    expect(line).toMatchObject({ price: { amount: 0 }, appliedBenefit: null, appliedPackageUsage: null });
    // At the Adult price the seeded 10 Swim Pass (4 of 10 uses taken) covers it.
    const adult = await api.call(contract.cart.updateCartItem, {
      token,
      params: { cartItemId: line.id },
      body: { options: { pricingOptionId: optionId(db(), swim.activityId, 'Adult') } },
    });
    expect(adult.json.data.items.find((item: { id: number }) => item.id === line.id).appliedPackageUsage).toMatchObject(
      {
        name: '10 Swim Pass',
        usesLeft: 5,
      },
    );
  });
});

describe('package usages', () => {
  it('take one use per item until the package is used up, then items are paid for', async () => {
    const swimmer = addPerson(db());
    const packageId = grantPackage(db(), swimmer.id, { name: 'Swim 2-Pass', category: 'swimming', uses: 2 });
    const sessions = [0, 1, 2].map((skip) => {
      const session = leedsSession(db(), 'Lane Swimming', skip, 5);
      return session;
    });
    const adult = optionId(db(), sessions[0]!.activityId, 'Adult');
    const baskets: Cart[] = [];
    for (const session of sessions) baskets.push((await add(swimmer.token, session.id, adult)).json.data);
    const cart = baskets.at(-1)!;
    const usages = sessionItems(cart).map((item) => item.appliedPackageUsage);
    expect(usages.filter((usage) => usage !== null)).toHaveLength(2);
    expect(usages[0]).toEqual({ id: packageId, name: 'Swim 2-Pass', usesLeft: 0 });
    expect(cart.totals.total).toBe(520);

    const covered = sessionItems(cart).find((item) => item.appliedPackageUsage !== null)!;
    const removed = await removePackageUsage(swimmer.token, covered.id, { source: 'bookings' });
    expect(removed.status).toBe(200);
    expect(removed.json.data.totals.total).toBe(1040);
    const stillCovered = removed.json.data.items.find(
      (item: { appliedPackageUsage: unknown }) => item.appliedPackageUsage !== null,
    );
    expect(stillCovered.appliedPackageUsage.usesLeft).toBe(1);

    const noPackage = await removePackageUsage(swimmer.token, covered.id);
    expect(noPackage.status).toBe(409);
    expect(noPackage.json.message).toBe('No package use is applied to this item.');
    const wrongKind = await removeBenefit(swimmer.token, stillCovered.id);
    expect(wrongKind.status).toBe(409);
  });

  it("belong to the attendee: a parent's basket uses the child's package", async () => {
    const parent = addPerson(db(), { email: 'the.costas@example.com' });
    const child = addPerson(db(), { email: 'the.costas@example.com', dateOfBirth: '2013-05-05' });
    makeHousehold(db(), parent, { children: [child] });
    grantPackage(db(), child.id, { name: 'Junior Swim 5-Pass', category: 'kids', uses: 5 });
    const squad = leedsSession(db(), 'Junior Swim Squad', 0, 5);
    const result = await addToBasket(api, parent.token, [placeOn(db(), squad, 'Junior', child.id)]);
    expect(result.status).toBe(200);
    expect(result.json.data.items[0].appliedPackageUsage).toMatchObject({ name: 'Junior Swim 5-Pass', usesLeft: 4 });
  });

  it('answer 404 for a line that is not in the basket', async () => {
    const customer = addPerson(db());
    const result = await removePackageUsage(customer.token, 99_999_999);
    expect(result.status).toBe(404);
  });
});
