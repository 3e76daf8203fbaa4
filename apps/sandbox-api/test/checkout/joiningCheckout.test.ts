import { describe, expect, it } from 'vitest';
import { contract, type Order } from '@leisure/api-contract';
import {
  CARDS,
  authoriseBody,
  cardTransactionCount,
  completeBody,
  customerWithJoiningCart,
  payByCard,
  tokenise,
  useCheckoutSandbox,
  completeJoining,
  prepareJoining,
} from './support/checkoutKit.ts';
import { gymMonthly } from '../memberships/support/catalogue.ts';

const t = useCheckoutSandbox();
const { checkout, orders, joining, auth } = contract;
const db = () => t.running.sandbox.services.db;

describe('prepare', () => {
  it('answers a session key, the provider script on its own origin, and no saved card for a new customer', async () => {
    const buyer = await customerWithJoiningCart(t);
    const prepared = await prepareJoining(t, buyer.token);
    expect(prepared.status, JSON.stringify(prepared.json)).toBe(200);
    expect(prepared.json.data).toMatchObject({
      paymentProvider: 'sandbox-pi',
      mode: 'test',
      url: `${t.running.providerOrigin}/provider/v1/script.js`,
      providerOrigin: t.running.providerOrigin,
      savedCard: null,
      amountDue: { amount: 4580, formatted: '£45.80' },
    });
    expect(prepared.json.data.sessionKey).toMatch(/^MSK-/);
    expect(new URL(prepared.json.data.url).origin).not.toBe(t.running.origin);
  });

  it('needs a cart with something to pay (422 on cart) and a log-in (401)', async () => {
    const buyer = await customerWithJoiningCart(t);
    await t.api.call(joining.clearJoiningCart, { token: buyer.token, body: { source: 'online-joining' } });
    const empty = await prepareJoining(t, buyer.token);
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toHaveProperty('cart');
    expect((await t.api.call(checkout.prepareCheckout, { query: { source: 'online-joining' } })).status).toBe(401);
  });
});

describe('authorise and complete a new monthly membership', () => {
  it('creates the membership, the Direct Debit instruction and an order for totalToPayNow, and clears the cart', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    expect(authorised.status, JSON.stringify(authorised.json)).toBe(200);
    expect(authorised.json.data).toMatchObject({ transactionStatus: 'authorised' });
    const uuid: string = authorised.json.data.transactionUuid;

    const completed = await completeJoining(t, buyer, uuid);
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const orderId: number = completed.json.data.orderId;

    const order = (await t.api.call<{ data: Order }>(orders.getOrder, { token: buyer.token, params: { orderId } })).json
      .data;
    expect(order).toMatchObject({
      orderType: 'membership',
      source: 'online-joining',
      total: { amount: 4580 },
      payments: [{ tenderType: 'card', amount: { amount: 4580 } }],
      customer: { id: buyer.id },
      venue: { slug: 'leeds-city' },
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      type: 'membership',
      membershipTypeId: t.seeded.typeId('gym-anywhere'),
      homeVenue: { slug: 'leeds-city' },
      requiresEligibility: false,
      paymentOption: { paymentType: 'recurring', name: 'Monthly' },
      startDate: '2026-03-12',
      endDate: null,
      baseFee: { amount: 3999 },
      price: { amount: 4580 },
      // A new customer has no instruction: this order set one up, collecting from the billing day on 1 April.
      newDirectDebitMandate: true,
      firstCollectionDate: '2026-04-01',
    });
    const item = order.items[0] as Extract<Order['items'][number], { type: 'membership' }>;
    expect(item.friendlyName).toContain(item.name);
    expect(item.categories.length).toBeGreaterThan(0);
    expect(item.fees).toEqual(
      expect.arrayContaining([
        { label: 'Joining fee', price: { amount: 2000, formatted: '£20.00' }, type: 'joining' },
        expect.objectContaining({ type: 'pro-rata', price: expect.objectContaining({ amount: 2580 }) }),
      ]),
    );

    const held = db().prepare('SELECT * FROM user_memberships WHERE user_id = ?').all(buyer.id) as {
      start_date: string;
      billing_day: number;
      home_venue_id: number;
      order_id: number;
    }[];
    expect(held).toEqual([
      expect.objectContaining({
        start_date: '2026-03-12',
        billing_day: 1,
        home_venue_id: t.seeded.venueId('leeds-city'),
        order_id: orderId,
      }),
    ]);
    const user = (await t.api.call(auth.getUser, { token: buyer.token })).json.data;
    expect(user).toMatchObject({ hasInstruction: true, hasBillingDate: true });
    expect(db().prepare('SELECT billing_day FROM direct_debit_instructions WHERE user_id = ?').get(buyer.id)).toEqual({
      billing_day: 1,
    });
    expect((await t.api.call(joining.getJoiningCart, { token: buyer.token })).json.data).toBeNull();
  });

  it('is idempotent: a repeat complete answers the same order', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    const body = completeBody(buyer.terms, authorised.json.data.transactionUuid);
    const first = await t.api.call(checkout.completeCheckout, { token: buyer.token, body });
    const second = await t.api.call(checkout.completeCheckout, { token: buyer.token, body });
    expect(second.status).toBe(200);
    expect(second.json.data.orderId).toBe(first.json.data.orderId);
  });

  it('makes exactly one order from five concurrent completes', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    const body = completeBody(buyer.terms, authorised.json.data.transactionUuid);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.api.call(checkout.completeCheckout, { token: buyer.token, body })),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((result) => result.json.data.orderId)).size).toBe(1);
    expect(db().prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_user_id = ?').get(buyer.id)).toEqual({ n: 1 });
    expect(db().prepare('SELECT COUNT(*) AS n FROM user_memberships WHERE user_id = ?').get(buyer.id)).toEqual({
      n: 1,
    });
  });

  it('authorises once per session key: a repeat answers the same transaction, another card is refused', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { body, authorised, sessionKey } = await payByCard(t, buyer);
    const clicks = await Promise.all(
      [1, 2].map(() => t.api.call(checkout.authorisePayment, { token: buyer.token, body })),
    );
    for (const click of clicks) expect(click.json.data.transactionUuid).toBe(authorised.json.data.transactionUuid);
    const other = await tokenise(t, sessionKey);
    const refused = await t.api.call(checkout.authorisePayment, {
      token: buyer.token,
      body: { ...body, cardIdentifier: other.body.cardIdentifier },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toHaveProperty('sessionKey');
    expect(cardTransactionCount(t, buyer.id)).toBe(1);
  });

  it('refuses a key that has expired, and one that is not the customer’s', async () => {
    const buyer = await customerWithJoiningCart(t);
    const stranger = await customerWithJoiningCart(t);
    const prepared = await prepareJoining(t, buyer.token);
    const sessionKey = prepared.json.data.sessionKey;
    const token = await tokenise(t, sessionKey);
    const body = authoriseBody(sessionKey, token.body.cardIdentifier!, { terms: buyer.terms });
    const foreign = await t.api.call(checkout.authorisePayment, { token: stranger.token, body });
    expect(foreign.status).toBe(422);
    t.clock.advance(401_000);
    const expired = await t.api.call(checkout.authorisePayment, { token: buyer.token, body });
    expect(expired.status).toBe(422);
    expect(expired.json.errors.sessionKey[0]).toMatch(/expired/);
  });
});

describe('what the cardholder name decides (test mode)', () => {
  it('REJECT fails, and a declined test card fails with "Card declined"', async () => {
    const rejected = await payByCard(t, await customerWithJoiningCart(t), { cardholderName: 'REJECT' });
    expect(rejected.authorised.json.data).toMatchObject({ transactionStatus: 'failed', message: expect.any(String) });
    const declined = await payByCard(t, await customerWithJoiningCart(t), { cardNumber: CARDS.declined });
    expect(declined.authorised.json.data).toMatchObject({ transactionStatus: 'failed', message: 'Card declined' });
  });

  it('a failed payment cannot be completed, and the cart stays', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer, { cardholderName: 'REJECT' });
    const completed = await completeJoining(t, buyer, authorised.json.data.transactionUuid);
    expect(completed.status).toBe(422);
    expect(completed.json.errors).toHaveProperty('transactionUuid');
    expect((await t.api.call(joining.getJoiningCart, { token: buyer.token })).json.data).not.toBeNull();
  });

  it('any other name (a Mastercard, a 13-digit Visa) is authorised', async () => {
    for (const cardNumber of [CARDS.mastercard, CARDS.visa13]) {
      const paid = await payByCard(t, await customerWithJoiningCart(t), { cardholderName: 'Sam Patel', cardNumber });
      expect(paid.authorised.json.data.transactionStatus).toBe('authorised');
    }
  });
});

describe('the cart and the request', () => {
  it('answers 409 when the cart changed after authorise', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    await t.api.call(joining.storeJoiningCart, {
      token: buyer.token,
      body: { ...gymMonthly(t), startDate: '2026-03-20' },
    });
    const completed = await completeJoining(t, buyer, authorised.json.data.transactionUuid);
    expect(completed.status).toBe(409);
  });

  it('needs the required checkout terms (422 on terms)', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer, { extra: { terms: [] } });
    expect(authorised.status).toBe(422);
    expect(authorised.json.errors).toHaveProperty('terms');
  });

  it('refuses card details in the body: they go to the provider, never to the API', async () => {
    const buyer = await customerWithJoiningCart(t);
    const prepared = await prepareJoining(t, buyer.token);
    const body = {
      ...authoriseBody(prepared.json.data.sessionKey, 'ANY', { terms: buyer.terms }),
      cardNumber: CARDS.visaDebit,
      securityCode: '123',
    };
    const refused = await t.api.call(checkout.authorisePayment, { token: buyer.token, body });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toHaveProperty('cardNumber');
    expect(cardTransactionCount(t, buyer.id)).toBe(0);
  });

  it('an unknown transaction is 404; a free order while something is due is 422', async () => {
    const buyer = await customerWithJoiningCart(t);
    const unknown = await completeJoining(t, buyer, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const free = await completeJoining(t, buyer, null);
    expect(free.status).toBe(422);
    expect(free.json.errors.transactionUuid[0]).toBe('£45.80 is due: pay by card first.');
  });
});

describe('orders placed before the Direct Debit fields existed', () => {
  it('read as no new mandate and no known collection date, and still match the contract', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    const completed = await completeJoining(t, buyer, authorised.json.data.transactionUuid);
    const orderId: number = completed.json.data.orderId;
    const row = db().prepare('SELECT id, details_json FROM order_items WHERE order_id = ?').get(orderId) as {
      id: number;
      details_json: string;
    };
    const { newDirectDebitMandate: _mandate, firstCollectionDate: _date, ...older } = JSON.parse(row.details_json);
    db().prepare('UPDATE order_items SET details_json = ? WHERE id = ?').run(JSON.stringify(older), row.id);

    const read = await t.api.call<{ data: Order }>(orders.getOrder, { token: buyer.token, params: { orderId } });
    expect(read.status).toBe(200);
    expect(read.json.data.items[0]).toMatchObject({ newDirectDebitMandate: false, firstCollectionDate: null });
  });
});
