import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type AuditPage } from '@leisure/api-contract';
import { gymMonthly } from '../memberships/support/catalogue.ts';
import { createCustomer } from '../memberships/support/customers.ts';
import { customerWithJoiningCartAtTheDesk, useCheckoutSandbox } from '../checkout/support/checkoutKit.ts';

// Joining at the desk (docs/decisions/0602-joining-at-the-desk.md): staff build a selected customer's joining cart
// and take offline tenders for it through POST /checkout/pay.
const t = useCheckoutSandbox();
const { checkout, joining, memberships, staff: staffCalls } = contract;
const db = () => t.running.sandbox.services.db;

let staff: string;
let manager: string;
beforeAll(async () => {
  staff = await t.api.login('staff');
  manager = await t.api.login('manager');
});

/** A new customer, and their monthly gym membership stored in their joining cart by staff at the desk. */
const customerAtTheDesk = () => customerWithJoiningCartAtTheDesk(t, staff);

const pay = (token: string, selectedUserId: number, terms: number[], payments: unknown[]) =>
  t.api.call(checkout.payAtFrontOfHouse, {
    token,
    body: { source: 'online-joining', selectedUserId, terms, payments },
  });

describe('staff sell a membership at the desk', () => {
  it("builds the customer's own joining cart, not the member of staff's", async () => {
    const customer = await customerAtTheDesk();
    expect(customer.cart.paymentOption.costs.totalToPayNow.amount).toBe(4580);
    const theirs = await t.api.call(joining.getJoiningCart, { token: customer.token });
    expect(theirs.json.data).toMatchObject({ cartId: customer.cart.cartId });
    const atTheDesk = await t.api.call(joining.getJoiningCart, {
      token: staff,
      query: { selectedUserId: customer.id },
    });
    expect(atTheDesk.json.data).toMatchObject({ cartId: customer.cart.cartId });
    expect((await t.api.call(joining.getJoiningCart, { token: staff })).json.data).toBeNull();
  });

  it('takes one cheque for the full amount: the membership, its Direct Debit and a front-of-house order', async () => {
    const customer = await customerAtTheDesk();
    const paid = await pay(staff, customer.id, customer.terms, [{ tenderType: 'cheque', amount: 4580 }]);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const orderId: number = paid.json.data.orderId;

    const order = db()
      .prepare('SELECT customer_user_id, placed_by_user_id, source, total FROM orders WHERE id = ?')
      .get(orderId);
    const staffId = (await t.api.call(contract.auth.getUser, { token: staff })).json.data.id;
    expect(order).toEqual({
      customer_user_id: customer.id,
      placed_by_user_id: staffId,
      source: 'front-of-house',
      total: 4580,
    });
    expect(db().prepare('SELECT tender_type, amount FROM order_payments WHERE order_id = ?').all(orderId)).toEqual([
      { tender_type: 'cheque', amount: 4580 },
    ]);
    const held = db().prepare('SELECT user_id, order_id FROM user_memberships WHERE order_id = ?').all(orderId);
    expect(held).toEqual([{ user_id: customer.id, order_id: orderId }]);
    expect(
      db().prepare('SELECT user_id, sort_code FROM direct_debit_instructions WHERE order_id = ?').get(orderId),
    ).toMatchObject({ user_id: customer.id });
    // The customer sees it as theirs.
    const mine = await t.api.call(memberships.listMyMemberships, { token: customer.token });
    expect(JSON.stringify(mine.json.data)).toContain('Gym');
  });

  it('takes a payment at most once: paying again finds nothing to pay', async () => {
    const customer = await customerAtTheDesk();
    const cheque = [{ tenderType: 'cheque', amount: 4580 }];
    expect((await pay(staff, customer.id, customer.terms, cheque)).status).toBe(200);
    const again = await pay(staff, customer.id, customer.terms, cheque);
    expect(again.status).toBe(422);
    expect(again.json.errors).toHaveProperty('cart');
    expect(db().prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_user_id = ?').get(customer.id)).toEqual({
      n: 1,
    });
  });

  it.each([
    ['less than is due', [{ tenderType: 'cash', amount: 4000 }]],
    ['more than is due', [{ tenderType: 'cash', amount: 5000 }]],
    ['nothing', []],
    [
      'the same tender twice',
      [
        { tenderType: 'cash', amount: 2290 },
        { tenderType: 'cash', amount: 2290 },
      ],
    ],
    ['a card, which is not an offline tender', [{ tenderType: 'card', amount: 4580 }]],
    ['more credit than the customer has', [{ tenderType: 'credit', amount: 4580 }]],
  ])('refuses payments of %s (422) and leaves the cart to pay', async (_, payments) => {
    const customer = await customerAtTheDesk();
    const refused = await pay(staff, customer.id, customer.terms, payments);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors).every((key) => key.startsWith('payments'))).toBe(true);
    expect((await t.api.call(joining.getJoiningCart, { token: customer.token })).json.data).not.toBeNull();
  });

  it("refuses a tender the operator's configuration leaves out", async () => {
    const customer = await customerAtTheDesk();
    const configured = db().prepare('SELECT offline_tender_types AS types FROM clients WHERE id = 1').get() as {
      types: string;
    };
    db().prepare('UPDATE clients SET offline_tender_types = ? WHERE id = 1').run('["cash"]');
    try {
      const client = await t.api.call(contract.site.getClient);
      expect(client.json.data.offlineTenderTypes).toEqual(['cash']);
      const refused = await pay(staff, customer.id, customer.terms, [{ tenderType: 'cheque', amount: 4580 }]);
      expect(refused.status).toBe(422);
      expect(refused.json.errors.payments).toEqual(['That tender is not taken here.']);
    } finally {
      db().prepare('UPDATE clients SET offline_tender_types = ? WHERE id = 1').run(configured.types);
    }
    expect((await t.api.call(contract.site.getClient)).json.data.offlineTenderTypes).toEqual([
      'cash',
      'offline-voucher',
      'cheque',
      'credit',
    ]);
  });

  it('splits across tenders, e.g. cash and a voucher', async () => {
    const customer = await customerAtTheDesk();
    const paid = await pay(staff, customer.id, customer.terms, [
      { tenderType: 'cash', amount: 580 },
      { tenderType: 'offline-voucher', amount: 4000 },
    ]);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  });

  it('needs the recurring terms accepted, as online', async () => {
    const customer = await customerAtTheDesk();
    const refused = await pay(staff, customer.id, [], [{ tenderType: 'cheque', amount: 4580 }]);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toHaveProperty('terms');
  });
});

describe('only staff buy for someone else', () => {
  it('refuses a customer at POST /checkout/pay (403), even for their own cart', async () => {
    const customer = await customerAtTheDesk();
    const refused = await pay(customer.token, customer.id, customer.terms, [{ tenderType: 'cheque', amount: 4580 }]);
    expect(refused.status).toBe(403);
    expect((await t.api.call(joining.getJoiningCart, { token: customer.token })).json.data).not.toBeNull();
  });

  it("refuses a customer storing, reading or clearing someone else's joining cart (403)", async () => {
    const customer = await customerAtTheDesk();
    const other = createCustomer(t.running);
    const calls = [
      t.api.call(joining.storeJoiningCart, {
        token: other.token,
        body: { ...gymMonthly(t), selectedUserId: customer.id },
      }),
      t.api.call(joining.getJoiningCart, { token: other.token, query: { selectedUserId: customer.id } }),
      t.api.call(joining.clearJoiningCart, {
        token: other.token,
        body: { source: 'online-joining', selectedUserId: customer.id },
      }),
    ];
    for (const result of await Promise.all(calls)) expect(result.status).toBe(403);
    expect((await t.api.call(joining.getJoiningCart, { token: customer.token })).json.data).toMatchObject({
      cartId: customer.cart.cartId,
    });
  });

  it('staff cannot buy for another member of staff (422 on selectedUserId)', async () => {
    const managerId = (await t.api.call(contract.auth.getUser, { token: manager })).json.data.id;
    const refused = await t.api.call(joining.storeJoiningCart, {
      token: staff,
      body: { ...gymMonthly(t), selectedUserId: managerId },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toHaveProperty('selectedUserId');
  });
});

describe('the audit trail of a sale at the desk', () => {
  it('lists choosing the membership and the payment, with the order, for the customer', async () => {
    const customer = await customerAtTheDesk();
    const paid = await pay(staff, customer.id, customer.terms, [{ tenderType: 'cheque', amount: 4580 }]);
    const trail = await t.api.call<{ data: AuditPage }>(staffCalls.listStaffAudit, {
      token: manager,
      query: { customerId: customer.id },
    });
    expect(trail.status).toBe(200);
    expect(trail.json.data.entries.map((entry) => [entry.action, entry.orderId])).toEqual([
      ['payAtFrontOfHouse', paid.json.data.orderId],
      ['storeJoiningCart', null],
    ]);
    expect(trail.json.data.entries[0]!.description).toBe('Paid for a membership at front of house (cheque £45.80)');
    expect(trail.json.data.entries[1]!.description).toMatch(/^Chose Gym/);
    expect(trail.json.data.entries[0]!.staff).toMatchObject({ reference: 'BWSTAFF01' });
  });
});
