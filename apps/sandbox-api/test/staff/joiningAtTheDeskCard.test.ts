import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type AuditPage, type CartPayment } from '@leisure/api-contract';
import {
  authoriseBody,
  cardTransactionCount,
  completeBody,
  customerWithJoiningCartAtTheDesk,
  tokenise,
  useCheckoutSandbox,
} from '../checkout/support/checkoutKit.ts';

// A card takes the rest after offline tenders on a joining cart at the desk (docs/decisions/0602-joining-at-the-desk.md,
// issue 14): the tenders go with prepare (a query), authorise and complete; the card pays what they leave.
const t = useCheckoutSandbox();
const { checkout, joining, staff: staffCalls } = contract;
const db = () => t.running.sandbox.services.db;

/** The gym membership's first payment (totalToPayNow) in the sandbox's catalogue. */
const DUE = 4580;

let staff: string;
let manager: string;
beforeAll(async () => {
  staff = await t.api.login('staff');
  manager = await t.api.login('manager');
});

/** A new customer with their monthly gym membership stored in their joining cart by staff at the desk. */
async function customerAtTheDesk() {
  const customer = await customerWithJoiningCartAtTheDesk(t, staff);
  expect(customer.cart.paymentOption.costs.totalToPayNow.amount).toBe(DUE);
  return customer;
}

const asQuery = (payments: CartPayment[]) =>
  payments.map((payment) => `${payment.tenderType}:${payment.amount}`).join(',');

/** prepare (with the tenders as a query) → tokenise → authorise (with them), by `token`, for the customer. */
async function cardAfterTenders(token: string, customer: { id: number; terms: number[] }, payments: CartPayment[]) {
  const selectedUserId = customer.id;
  const prepared = await t.api.call(checkout.prepareCheckout, {
    token,
    query: { source: 'online-joining', selectedUserId, payments: asQuery(payments) },
  });
  if (prepared.status !== 200) return { prepared, authorised: null };
  const sessionKey: string = prepared.json.data.sessionKey;
  const card = await tokenise(t, sessionKey);
  expect(card.status).toBe(201);
  const authorised = await t.api.call(checkout.authorisePayment, {
    token,
    body: authoriseBody(sessionKey, card.body.cardIdentifier!, {
      terms: customer.terms,
      payments,
      selectedUserId,
    }),
  });
  return { prepared, authorised };
}

const complete = (token: string, customer: { id: number; terms: number[] }, uuid: string, payments: CartPayment[]) =>
  t.api.call(checkout.completeCheckout, {
    token,
    body: { ...completeBody(customer.terms, uuid), selectedUserId: customer.id, payments },
  });

const creditOf = (userId: number) =>
  (db().prepare('SELECT credit_balance AS credit FROM users WHERE id = ?').get(userId) as { credit: number }).credit;

const ordersOf = (userId: number) =>
  (db().prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_user_id = ?').get(userId) as { n: number }).n;

describe('a card takes the rest after tenders at the desk', () => {
  it.each<[string, CartPayment[], number]>([
    ['a cheque', [{ tenderType: 'cheque', amount: 2000 }], 2580],
    [
      'cash and a voucher',
      [
        { tenderType: 'cash', amount: 500 },
        { tenderType: 'offline-voucher', amount: 1000 },
      ],
      3080,
    ],
    ['all but a penny in cash', [{ tenderType: 'cash', amount: DUE - 1 }], 1],
  ])('%s, then the card for the rest: the order records every tender and the card', async (_, payments, card) => {
    const customer = await customerAtTheDesk();
    const { prepared, authorised } = await cardAfterTenders(staff, customer, payments);
    expect(prepared.json.data.amountDue.amount).toBe(card);
    expect(authorised!.status, JSON.stringify(authorised!.json)).toBe(200);
    expect(authorised!.json.data.transactionStatus).toBe('authorised');
    const uuid: string = authorised!.json.data.transactionUuid;
    expect(db().prepare('SELECT amount FROM card_transactions WHERE uuid = ?').get(uuid)).toEqual({ amount: card });

    const completed = await complete(staff, customer, uuid, payments);
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const orderId: number = completed.json.data.orderId;
    expect(db().prepare('SELECT customer_user_id, source, total FROM orders WHERE id = ?').get(orderId)).toEqual({
      customer_user_id: customer.id,
      source: 'front-of-house',
      total: DUE,
    });
    const recorded = db()
      .prepare('SELECT tender_type AS tenderType, amount FROM order_payments WHERE order_id = ? ORDER BY id')
      .all(orderId) as CartPayment[];
    expect(recorded).toEqual([...payments, { tenderType: 'card', amount: card }]);
    expect(recorded.reduce((sum, payment) => sum + payment.amount, 0)).toBe(DUE);
    expect(db().prepare('SELECT user_id FROM user_memberships WHERE order_id = ?').all(orderId)).toEqual([
      { user_id: customer.id },
    ]);
    // The cart is gone: nothing is left to take a card for.
    const again = await t.api.call(checkout.prepareCheckout, {
      token: staff,
      query: { source: 'online-joining', selectedUserId: customer.id },
    });
    expect(again.status).toBe(422);
    expect(again.json.errors).toHaveProperty('cart');
  });

  it('takes a payment at most once: a repeated complete answers the one order and takes no more credit', async () => {
    const customer = await customerAtTheDesk();
    db().prepare('UPDATE users SET credit_balance = 1500 WHERE id = ?').run(customer.id);
    const payments: CartPayment[] = [{ tenderType: 'credit', amount: 1000 }];
    const { authorised } = await cardAfterTenders(staff, customer, payments);
    const uuid: string = authorised!.json.data.transactionUuid;

    const first = await complete(staff, customer, uuid, payments);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const repeated = await complete(staff, customer, uuid, payments);
    expect(repeated.status).toBe(200);
    expect(repeated.json.data.orderId).toBe(first.json.data.orderId);
    expect(ordersOf(customer.id)).toBe(1);
    expect(creditOf(customer.id)).toBe(500);
    // Nor can the tenders be paid again at POST /checkout/pay: the cart is gone.
    const paid = await t.api.call(checkout.payAtFrontOfHouse, {
      token: staff,
      body: { source: 'online-joining', selectedUserId: customer.id, terms: customer.terms, payments },
    });
    expect(paid.status).toBe(422);
    expect(paid.json.errors).toHaveProperty('cart');
  });

  it('completes only with the tenders authorised (409), then with them', async () => {
    const customer = await customerAtTheDesk();
    const payments: CartPayment[] = [{ tenderType: 'cheque', amount: 2000 }];
    const { authorised } = await cardAfterTenders(staff, customer, payments);
    const uuid: string = authorised!.json.data.transactionUuid;
    const changed = await complete(staff, customer, uuid, [{ tenderType: 'cheque', amount: 2500 }]);
    expect(changed.status).toBe(409);
    expect(ordersOf(customer.id)).toBe(0);
    expect((await complete(staff, customer, uuid, payments)).status).toBe(200);
  });

  it('records who took the card and the tenders, for the customer', async () => {
    const customer = await customerAtTheDesk();
    const payments: CartPayment[] = [{ tenderType: 'cash', amount: 580 }];
    const { authorised } = await cardAfterTenders(staff, customer, payments);
    const completed = await complete(staff, customer, authorised!.json.data.transactionUuid, payments);
    const trail = await t.api.call<{ data: AuditPage }>(staffCalls.listStaffAudit, {
      token: manager,
      query: { customerId: customer.id },
    });
    expect(trail.json.data.entries[0]).toMatchObject({
      action: 'completeCheckout',
      orderId: completed.json.data.orderId,
      description: 'Paid £40.00 by card, cash £5.80',
    });
  });
});

describe('tenders the card path refuses (422 on payments), the cart kept', () => {
  it.each<[string, CartPayment[], string]>([
    [
      'tenders that pay it all',
      [{ tenderType: 'cheque', amount: DUE }],
      'The payments come to £45.80 and £45.80 is due now: nothing is left for a card. Complete the order without one.',
    ],
    [
      'tenders above what is due',
      [
        { tenderType: 'cash', amount: 3000 },
        { tenderType: 'cheque', amount: 2000 },
      ],
      'The payments come to £50.00 and £45.80 is due now: nothing is left for a card. Complete the order without one.',
    ],
    [
      'the same tender twice',
      [
        { tenderType: 'cash', amount: 500 },
        { tenderType: 'cash', amount: 500 },
      ],
      'Send each tender once.',
    ],
    [
      'more credit than the customer has',
      [{ tenderType: 'credit', amount: 1000 }],
      'The customer has £0.00 of credit.',
    ],
  ])('%s', async (_, payments, message) => {
    const customer = await customerAtTheDesk();
    // Prepare says so first; authorise, which charges the card, checks again.
    const { prepared } = await cardAfterTenders(staff, customer, payments);
    expect(prepared.status).toBe(422);
    expect(prepared.json.errors).toEqual({ payments: [message] });

    const key = await t.api.call(checkout.prepareCheckout, {
      token: staff,
      query: { source: 'online-joining', selectedUserId: customer.id },
    });
    const card = await tokenise(t, key.json.data.sessionKey);
    const authorised = await t.api.call(checkout.authorisePayment, {
      token: staff,
      body: authoriseBody(key.json.data.sessionKey, card.body.cardIdentifier!, {
        terms: customer.terms,
        payments,
        selectedUserId: customer.id,
      }),
    });
    expect(authorised.status).toBe(422);
    expect(authorised.json.errors).toEqual({ payments: [message] });
    expect(
      db().prepare('SELECT COUNT(*) AS n FROM card_transactions WHERE session_key = ?').get(key.json.data.sessionKey),
    ).toEqual({
      n: 0,
    });
    expect((await t.api.call(joining.getJoiningCart, { token: customer.token })).json.data).not.toBeNull();
  });

  it('refuses a tenders query it cannot read (422)', async () => {
    const customer = await customerAtTheDesk();
    const refused = await t.api.call(checkout.prepareCheckout, {
      token: staff,
      query: { source: 'online-joining', selectedUserId: customer.id, payments: 'cash=500' },
    });
    expect(refused.status).toBe(422);
  });
});

describe('customers still cannot use offline tenders (403)', () => {
  const cash: CartPayment[] = [{ tenderType: 'cash', amount: 500 }];

  /** The customer's own card payment, authorised with `payments`. */
  async function customerAuthorises(customer: { token: string; terms: number[] }, payments: CartPayment[]) {
    const key = await t.api.call(checkout.prepareCheckout, {
      token: customer.token,
      query: { source: 'online-joining' },
    });
    const card = await tokenise(t, key.json.data.sessionKey);
    return t.api.call(checkout.authorisePayment, {
      token: customer.token,
      body: authoriseBody(key.json.data.sessionKey, card.body.cardIdentifier!, { terms: customer.terms, payments }),
    });
  }

  it('at prepare', async () => {
    const customer = await customerAtTheDesk();
    const prepared = await t.api.call(checkout.prepareCheckout, {
      token: customer.token,
      query: { source: 'online-joining', payments: asQuery(cash) },
    });
    expect(prepared.status).toBe(403);
  });

  it('at authorise, and no card is charged', async () => {
    const customer = await customerAtTheDesk();
    expect((await customerAuthorises(customer, cash)).status).toBe(403);
    expect(cardTransactionCount(t, customer.id)).toBe(0);
  });

  it('at complete, and no order is placed', async () => {
    const customer = await customerAtTheDesk();
    const authorised = await customerAuthorises(customer, []);
    expect(authorised.status, JSON.stringify(authorised.json)).toBe(200);
    const completed = await t.api.call(checkout.completeCheckout, {
      token: customer.token,
      body: { ...completeBody(customer.terms, authorised.json.data.transactionUuid), payments: cash },
    });
    expect(completed.status).toBe(403);
    expect(ordersOf(customer.id)).toBe(0);
  });
});
