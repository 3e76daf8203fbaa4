import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, laneSwim, leaveSpaces, leedsSession, optionId, placeOn } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db } = useBookingSandbox();
describe('changing the basket', () => {
  it('changes the price option and the attendee, keeping the held place', async () => {
    const parent = addPerson(db(), { email: 'the.wards@example.com', dateOfBirth: '1960-01-01' });
    const teen = addPerson(db(), { email: 'the.wards@example.com', dateOfBirth: '2012-02-02' });
    makeHousehold(db(), parent, { children: [teen] });
    const stranger = addPerson(db());
    const swim = laneSwim(db(), 7);
    const add = await addToBasket(api, parent.token, [placeOn(db(), swim, 'Adult')]);
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
    const swim = laneSwim(db(), 8);
    const add = await addToBasket(api, owner.token, [placeOn(db(), swim, 'Adult')]);
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
    const swim = laneSwim(db(), 9);
    leaveSpaces(db(), swim.id, 1);
    const add = await addToBasket(api, customer.token, [placeOn(db(), swim, 'Adult')]);
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
    const swim = laneSwim(db(), 10);
    const spin = leedsSession(db(), 'Spin', 2, 3);
    const add = await addToBasket(api, customer.token, [placeOn(db(), swim, 'Adult'), placeOn(db(), spin, 'Adult')]);
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
    const swim = laneSwim(db(), 11);
    const add = await addToBasket(api, customer.token, [placeOn(db(), swim, 'Adult')], { membershipUserId: other.id });
    expect(add.status).toBe(403);
  });
});
