import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type CancellationQuote, type JoiningCart } from '@leisure/api-contract';
import { monthlyGymMember } from './support/customers.ts';
import { completeBody, customerWithJoiningCartAtTheDesk, useCheckoutSandbox } from '../checkout/support/checkoutKit.ts';

// Cooling-off runs from the original joining, and its refund is what was actually paid, by any tender
// (docs/decisions/0442). Today is Tuesday 10 March 2026.
const t = useCheckoutSandbox();
const { checkout, memberships, membershipChanges } = contract;
const db = () => t.running.sandbox.services.db;

let staff: string;
beforeAll(async () => {
  staff = await t.api.login('staff');
});

type Member = { token: string; membershipId: number };

const termsFor = async (token: string, cartId: number) =>
  (await t.api.call(memberships.listCheckoutTerms, { token, query: { cartId } })).json.data.map(
    (term: { id: number }) => term.id,
  );

/** A member since October 2025 who changes today, for nothing, to Off-Peak Gym (£24.99) from today. */
async function changedForFreeToday(): Promise<Member> {
  const { membershipId: oldId, token } = monthlyGymMember(t);
  const stored = await t.api.call<{ data: JoiningCart }>(memberships.storeMembershipChange, {
    token,
    params: { membershipId: oldId },
    body: {
      membershipTypeId: t.seeded.typeId('off-peak-gym'),
      paymentOptionId: t.seeded.optionId('off-peak-gym', 'recurring'),
      startDate: '2026-03-10',
    },
  });
  expect(stored.status, JSON.stringify(stored.json)).toBe(201);
  const terms = await termsFor(token, stored.json.data.cartId);
  const done = await t.api.call(checkout.completeCheckout, { token, body: completeBody(terms, null) });
  expect(done.status, JSON.stringify(done.json)).toBe(200);
  const membershipId = (
    db().prepare('SELECT id FROM user_memberships WHERE order_id = ?').get(done.json.data.orderId) as { id: number }
  ).id;
  return { token, membershipId };
}

/** A monthly Gym Anywhere (£39.99) sold at the desk today, paid in cash: the first part month and joining fee. */
async function soldAtTheDeskForCash(): Promise<Member> {
  db().prepare('UPDATE clients SET offline_tender_types = ? WHERE id = 1').run('["cash"]');
  const customer = await customerWithJoiningCartAtTheDesk(t, staff);
  const due = customer.cart.paymentOption.costs.totalToPayNow.amount;
  const paid = await t.api.call(checkout.payAtFrontOfHouse, {
    token: staff,
    body: {
      source: 'online-joining',
      selectedUserId: customer.id,
      terms: customer.terms,
      payments: [{ tenderType: 'cash', amount: due }],
    },
  });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  const membershipId = (
    db().prepare('SELECT id FROM user_memberships WHERE order_id = ?').get(paid.json.data.orderId) as { id: number }
  ).id;
  return { token: customer.token, membershipId };
}

/** A monthly Gym Anywhere joined today by an order nothing was paid for (a free joining, decision 0502). */
function joinedForFreeToday(): Member {
  const member = monthlyGymMember(t);
  const orderId = Number(
    db()
      .prepare(
        `INSERT INTO orders (reference, customer_user_id, placed_by_user_id, source, order_type, total, tax, created_at)
         VALUES (NULL, ?, ?, 'online-joining', 'membership', 0, 0, '2026-03-10T08:00:00Z')`,
      )
      .run(member.id, member.id).lastInsertRowid,
  );
  db()
    .prepare("UPDATE user_memberships SET order_id = ?, created_at = '2026-03-10T08:00:00Z' WHERE id = ?")
    .run(orderId, member.membershipId);
  return member;
}

describe('cancelling on the day a membership was bought', () => {
  it.each<[string, () => Member | Promise<Member>, Partial<CancellationQuote> | ((paid: number) => object)]>([
    [
      'a change made today: the original joining was in October, so a month’s notice and no refund',
      changedForFreeToday,
      { coolingOff: false, endDate: '2026-04-30', refund: null },
    ],
    [
      'a joining at the desk paid in cash: the cash is refunded',
      soldAtTheDeskForCash,
      (paid: number) => ({ coolingOff: true, endDate: '2026-03-10', refund: { amount: paid } }),
    ],
    [
      'a free joining: nothing was paid, so nothing is refunded',
      joinedForFreeToday,
      { coolingOff: true, endDate: '2026-03-10', refund: { amount: 0, formatted: '£0.00' } },
    ],
  ])('%s', async (_case, join, expected) => {
    const member = await join();
    const paid = (
      db()
        .prepare(
          `SELECT COALESCE(SUM(p.amount), 0) AS pence FROM order_payments p
           JOIN user_memberships um ON um.order_id = p.order_id WHERE um.id = ?`,
        )
        .get(member.membershipId) as { pence: number }
    ).pence;
    const as = { token: member.token, params: { membershipId: member.membershipId } };
    const quote = await t.api.call<{ data: CancellationQuote }>(membershipChanges.quoteCancellation, as);
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    expect(quote.json.data).toMatchObject(typeof expected === 'function' ? expected(paid) : expected);
    const cancelled = await t.api.call<{ data: { notice: { refund: unknown } } }>(
      membershipChanges.cancelMembership,
      as,
    );
    expect(cancelled.status).toBe(201);
    expect(cancelled.json.data.notice.refund).toEqual(quote.json.data.refund);
  });
});
