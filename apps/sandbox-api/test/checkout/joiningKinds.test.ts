import { describe, expect, it } from 'vitest';
import { contract, type JoiningCart, type Order } from '@leisure/api-contract';
import { createCustomer, monthlyGymMember, singlePaymentMember } from '../memberships/support/customers.ts';
import { completeBody, payByCard, useCheckoutSandbox, prepareJoining } from './support/checkoutKit.ts';
import { gymMonthly } from '../memberships/support/catalogue.ts';

const t = useCheckoutSandbox();
const { checkout, memberships, joining, orders } = contract;
const db = () => t.running.sandbox.services.db;

const termsFor = async (token: string, cartId: number) =>
  (await t.api.call(memberships.listCheckoutTerms, { token, query: { cartId } })).json.data.map(
    (term: { id: number }) => term.id,
  );

/** Pays for the cart by card and completes the checkout, as the checkout page does. */
async function payAndComplete(token: string, cartId: number) {
  const terms = await termsFor(token, cartId);
  const { authorised } = await payByCard(t, { token, terms });
  return t.api.call(checkout.completeCheckout, {
    token,
    body: completeBody(terms, authorised.json.data.transactionUuid),
  });
}

const heldOf = (userId: number) =>
  db().prepare('SELECT * FROM user_memberships WHERE user_id = ? ORDER BY id').all(userId) as {
    id: number;
    membership_type_id: number;
    start_date: string;
    end_date: string | null;
    promotion_id: number | null;
  }[];

async function orderOf(token: string, orderId: number): Promise<Order> {
  return (await t.api.call<{ data: Order }>(orders.getOrder, { token, params: { orderId } })).json.data;
}

describe('a change of membership', () => {
  it('ends the old membership the day before the new one starts (a free order: nothing due)', async () => {
    const { membershipId: oldId, ...customer } = monthlyGymMember(t);
    const stored = await t.api.call<{ data: JoiningCart }>(memberships.storeMembershipChange, {
      token: customer.token,
      params: { membershipId: oldId },
      body: {
        membershipTypeId: t.seeded.typeId('off-peak-gym'),
        paymentOptionId: t.seeded.optionId('off-peak-gym', 'recurring'),
        startDate: '2026-03-25',
      },
    });
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    const cart = stored.json.data;
    const terms = await termsFor(customer.token, cart.cartId);
    // Off Peak costs less than the current price: nothing is due, so this is a free order (decision 0502).
    expect(cart.paymentOption.costs.totalToPayNow.amount).toBe(0);
    const due = 0;
    const prepared = await prepareJoining(t, customer.token);
    expect(prepared.status).toBe(422);
    const missingTerms = await t.api.call(checkout.completeCheckout, {
      token: customer.token,
      body: completeBody([], null),
    });
    expect(missingTerms.status).toBe(422);
    expect(missingTerms.json.errors).toHaveProperty('terms');
    const done = await t.api.call(checkout.completeCheckout, {
      token: customer.token,
      body: completeBody(terms, null),
    });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const orderId: number = done.json.data.orderId;
    // The cart is gone: a second submit finds nothing to order and makes nothing.
    const again = await t.api.call(checkout.completeCheckout, {
      token: customer.token,
      body: completeBody(terms, null),
    });
    expect(again.status).toBe(422);
    const order = await orderOf(customer.token, orderId);
    expect(order).toMatchObject({ orderType: 'membership-change', total: { amount: due }, payments: [] });
    // A change keeps the customer's existing Direct Debit: no new mandate to note.
    expect(order.items[0]).toMatchObject({ newDirectDebitMandate: false, firstCollectionDate: expect.any(String) });
    const held = heldOf(customer.id);
    expect(held).toHaveLength(2);
    expect(held[0]).toMatchObject({ id: oldId, end_date: '2026-03-24' });
    expect(held[1]).toMatchObject({ membership_type_id: t.seeded.typeId('off-peak-gym'), start_date: '2026-03-25' });
  });
});

describe('a renewal', () => {
  it('extends a single-payment membership renewed from the day after its end', async () => {
    const customer = singlePaymentMember(t, '2026-03-29');
    const oldId = customer.membershipId;
    const renewed = await t.api.call<{ data: JoiningCart }>(memberships.renewMembership, {
      token: customer.token,
      params: { membershipId: oldId },
    });
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(201);
    const done = await payAndComplete(customer.token, renewed.json.data.cartId);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const order = await orderOf(customer.token, done.json.data.orderId);
    expect(order).toMatchObject({ orderType: 'membership-renewal', total: { amount: 18000 } });
    expect(order.items[0]).toMatchObject({
      startDate: '2026-03-30',
      endDate: '2026-09-29',
      firstCollectionDate: null,
      newDirectDebitMandate: false,
    });
    expect(heldOf(customer.id)).toEqual([expect.objectContaining({ id: oldId, end_date: '2026-09-29' })]);
  });
});

describe('a promotion', () => {
  it('stays on the membership the order creates', async () => {
    const customer = createCustomer(t.running);
    const stored = await t.api.call<{ data: JoiningCart }>(joining.storeJoiningCart, {
      token: customer.token,
      body: { ...gymMonthly(t), promotionCodeId: t.seeded.promotionId('JOINFREE') },
    });
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    const done = await payAndComplete(customer.token, stored.json.data.cartId);
    const order = await orderOf(customer.token, done.json.data.orderId);
    expect(order.total.amount).toBe(stored.json.data.paymentOption.costs.totalToPayNow.amount);
    expect(order.items[0]).toMatchObject({
      fees: expect.arrayContaining([expect.objectContaining({ type: 'discount' })]),
    });
    expect(heldOf(customer.id)).toEqual([
      expect.objectContaining({ start_date: '2026-03-12', promotion_id: t.seeded.promotionId('JOINFREE') }),
    ]);
  });
});
