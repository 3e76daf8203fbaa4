import { describe, expect, it } from 'vitest';
import { contract, type Order } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import {
  authoriseBasketByCard,
  checkoutTermIds,
  completeBookingsCheckout,
  spinAndYogaBasket,
  payBasketByCard,
} from '../cart/support/checkout.ts';

const { api, db } = useBookingSandbox();
const { checkout, cart, orders } = contract;

/** A basket of Spin (£7.50) and Yoga Flow (£8.00) at Salford: £15.50. */
const basketFor = (person: { token: string }, forCustomer?: number, skip = 0) =>
  spinAndYogaBasket(api, db(), person, forCustomer, skip);

/** GET /orders/{id} as the token's owner sees it. */
const orderAs = async (token: string, orderId: number) =>
  (await api.call<{ data: Order }>(orders.getOrder, { token, params: { orderId } })).json.data;

const payBasket = async (token: string) => (await authoriseBasketByCard(api, token)).authorised;

describe('the bookings basket by card', () => {
  it('authorises the balance and completes into an order with the bookings', async () => {
    const customer = addPerson(db());
    await basketFor(customer);
    const prepared = await api.call(checkout.prepareCheckout, { token: customer.token, query: { source: 'bookings' } });
    expect(prepared.json.data.amountDue.amount).toBe(1550);
    const authorised = await payBasket(customer.token);
    expect(authorised.json.data.transactionStatus).toBe('authorised');
    const body = {
      source: 'bookings',
      terms: await checkoutTermIds(api),
      transactionUuid: authorised.json.data.transactionUuid,
    };
    const completes = await Promise.all(
      [1, 2, 3].map(() => api.call(checkout.completeCheckout, { token: customer.token, body })),
    );
    expect(completes.map((result) => result.status)).toEqual([200, 200, 200]);
    const orderId = completes[0]!.json.data.orderId;
    expect(new Set(completes.map((result) => result.json.data.orderId))).toEqual(new Set([orderId]));
    const order = await orderAs(customer.token, orderId);
    expect(order).toMatchObject({
      orderType: 'activity',
      source: 'bookings',
      total: { amount: 1550 },
      payments: [{ tenderType: 'card', amount: { amount: 1550 } }],
    });
    expect(order.items).toHaveLength(2);
    const basket = await api.call(cart.getCart, { token: customer.token });
    expect(basket.json.data.items).toHaveLength(0);
    expect(basket.json.data.completeOrderId).toBe(orderId);
  });

  it('answers 409 when an item was removed after authorise', async () => {
    const customer = addPerson(db());
    const basket = await basketFor(customer, undefined, 1);
    const authorised = await payBasket(customer.token);
    await api.call(cart.removeFromCart, { token: customer.token, body: { cartItemIds: [basket.items[0].id] } });
    const completed = await completeBookingsCheckout(api, customer.token, authorised.json.data.transactionUuid);
    expect(completed.status).toBe(409);
  });
});

describe('paying for someone else', () => {
  it("staff pay a customer's basket by card; complete follows the payment's customer", async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db());
    await basketFor(staff, customer.id, 4);
    const { completed } = await payBasketByCard(api, staff.token, { forCustomer: customer.id });
    const order = await orderAs(customer.token, completed.json.data.orderId);
    expect(order).toMatchObject({ customer: { id: customer.id }, payments: [{ tenderType: 'card' }] });
  });
});

describe('front of house', () => {
  it("staff check out a customer's basket paid in cash", async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db());
    await basketFor(staff, customer.id, 2);
    const cash = await api.call(cart.setCartPayment, {
      token: staff.token,
      body: { tenderType: 'cash', amount: 1550, selectedUserId: customer.id },
    });
    expect(cash.status, JSON.stringify(cash.json)).toBe(200);
    const terms = await checkoutTermIds(api);
    const mismatch = await api.call(checkout.payAtFrontOfHouse, {
      token: staff.token,
      body: { selectedUserId: customer.id, terms, payments: [{ tenderType: 'cash', amount: 1000 }] },
    });
    expect(mismatch.status).toBe(409);
    const paid = await api.call(checkout.payAtFrontOfHouse, {
      token: staff.token,
      body: { selectedUserId: customer.id, terms, payments: [{ tenderType: 'cash', amount: 1550 }] },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const order = await orderAs(staff.token, paid.json.data.orderId);
    expect(order).toMatchObject({
      source: 'front-of-house',
      customer: { id: customer.id },
      payments: [{ tenderType: 'cash', amount: { amount: 1550 } }],
    });
  });

  it('is staff only, and needs the basket paid in full', async () => {
    const customer = addPerson(db());
    const forbidden = await api.call(checkout.payAtFrontOfHouse, {
      token: customer.token,
      body: { selectedUserId: customer.id },
    });
    expect(forbidden.status).toBe(403);
    const staff = addPerson(db(), { role: 'staff' });
    const other = addPerson(db());
    await basketFor(staff, other.id, 3);
    const unpaid = await api.call(checkout.payAtFrontOfHouse, {
      token: staff.token,
      body: { selectedUserId: other.id, terms: await checkoutTermIds(api) },
    });
    expect(unpaid.status).toBe(422);
    expect(unpaid.json.errors).toHaveProperty('payments');
  });
});
