import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson, laneSwim, placeOn } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db } = useBookingSandbox();
describe('who has a basket', () => {
  it('needs a log-in (401 for visitors)', async () => {
    expect((await api.call(contract.cart.getCart)).status).toBe(401);
    const session = laneSwim(db());
    const add = await addToBasket(api, undefined, [placeOn(db(), session, 'Adult')]);
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

  it('lets a customer select someone in their household but nobody else (decision 0313)', async () => {
    const parent = addPerson(db(), { email: 'the.okafors@example.com' });
    const child = addPerson(db(), { email: 'THE.OKAFORS@example.com', dateOfBirth: '2014-04-04' });
    makeHousehold(db(), parent, { children: [child] });
    const stranger = addPerson(db());
    const linked = await api.call(contract.cart.getCart, { token: parent.token, query: { selectedUserId: child.id } });
    expect(linked.status).toBe(200);
    expect(linked.json.data.selectedUserId).toBe(child.id);
    const refused = await api.call(contract.cart.getCart, {
      token: parent.token,
      query: { selectedUserId: stranger.id },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You can only book for yourself or the people in your household.');
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
    const session = laneSwim(db(), 1);
    const add = await addToBasket(api, staff.token, [placeOn(db(), session, 'Adult')], { selectedUserId: customer.id });
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
    const session = laneSwim(db());
    const add = await addToBasket(api, customer.token, [placeOn(db(), session, 'Adult')]);
    expect(add.status).toBe(403);
    expect(add.json.message).toMatch(/outstanding penalties/);
  });
});
