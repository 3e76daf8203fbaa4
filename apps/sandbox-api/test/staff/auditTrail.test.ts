import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type AuditPage } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { checkoutTermIds, payBasketByCard, spinAndYogaBasket } from '../cart/support/checkout.ts';

// The audit trail (docs/decisions/0601-staff-audit-trail.md): what staff did for a customer, read by managers.
const { api, db } = useBookingSandbox();
const { cart, checkout, staff: staffCalls } = contract;

type Trail = { data: AuditPage; errors?: Record<string, string[]> };
const trail = (token: string | undefined, query: Record<string, unknown> = {}) =>
  api.call<Trail>(staffCalls.listStaffAudit, { token, query });

let staff: string;
let manager: string;
let staffId: number;
let customer: { id: number; token: string };
let orderId: number;

beforeAll(async () => {
  staff = await api.login('staff');
  manager = await api.login('manager');
  staffId = (await api.call(contract.auth.getUser, { token: staff })).json.data.id;
  customer = addPerson(db(), { firstName: 'Audrey', lastName: 'Trailwood' });

  // A morning at the desk: find the customer, select them, fill and pay their basket.
  await api.call(staffCalls.searchCustomers, { token: staff, body: { q: 'trailwood' } });
  await api.call(staffCalls.selectStaffCustomer, { token: staff, params: { id: customer.id } });
  await api.call(cart.getCart, { token: staff, query: { selectedUserId: customer.id } });
  await spinAndYogaBasket(api, db(), { token: staff }, customer.id);
  const payment = (amount: number) =>
    api.call(cart.setCartPayment, { token: staff, body: { tenderType: 'cash', amount, selectedUserId: customer.id } });
  await payment(1000);
  await payment(0);
  await payment(1550);
  const terms = await checkoutTermIds(api);
  const paid = await api.call(checkout.payAtFrontOfHouse, {
    token: staff,
    body: { selectedUserId: customer.id, terms, payments: [{ tenderType: 'cash', amount: 1550 }] },
  });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  orderId = paid.json.data.orderId;
  // Staff's own basket is not an action on a customer.
  await spinAndYogaBasket(api, db(), { token: staff }, undefined, 1);
});

describe('GET /staff/audit', () => {
  it('lists each change staff made for the customer, newest first, with who, when and the order', async () => {
    const { entries, meta } = (await trail(manager, { customerId: customer.id })).json.data;
    expect(entries.map((entry) => [entry.action, entry.description, entry.orderId])).toEqual([
      ['payAtFrontOfHouse', 'Paid for the basket at front of house (cash £15.50)', orderId],
      ['setCartPayment', 'Added a cash payment of £15.50', null],
      ['setCartPayment', 'Removed the cash payment', null],
      ['setCartPayment', 'Added a cash payment of £10.00', null],
      ['addToCart', 'Added to the basket', null],
      ['selectStaffCustomer', 'Selected the customer', null],
    ]);
    expect(meta).toEqual({ currentPage: 1, perPage: 25, total: 6, lastPage: 1 });
    for (const entry of entries) {
      expect(entry.staff).toEqual({ id: staffId, reference: 'BWSTAFF01', firstName: 'Priya', lastName: 'Shah' });
      expect(entry.customer).toMatchObject({ id: customer.id, firstName: 'Audrey', lastName: 'Trailwood' });
      expect(entry.at).toBe('2026-03-10T09:00:00.000Z');
    }
  });

  it('lists searches by the member of staff, with no customer, and nothing for their own basket', async () => {
    const { entries } = (await trail(manager, { staffId })).json.data;
    expect(entries).toHaveLength(7);
    expect(entries.at(-1)).toMatchObject({
      action: 'searchCustomers',
      customer: null,
      description: 'Searched for customers',
      searchText: 'trailwood',
    });
    expect(entries.filter((entry) => entry.customer?.id !== customer.id)).toHaveLength(1);
  });

  it.each([
    [{ from: '2026-03-10' }, 7],
    [{ to: '2026-03-10' }, 7],
    [{ from: '2026-03-11' }, 0],
    [{ to: '2026-03-09' }, 0],
  ])('filters by London day: %o → %i entries', async (days, count) => {
    expect((await trail(manager, { staffId, ...days })).json.data.meta.total).toBe(count);
  });

  it('pages', async () => {
    const all = (await trail(manager, { staffId })).json.data.entries.map((entry) => entry.id);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const { entries, meta } = (await trail(manager, { staffId, page, perPage: 2 })).json.data;
      expect(meta).toEqual({ currentPage: page, perPage: 2, total: 7, lastPage: 4 });
      pages.push(...entries.map((entry) => entry.id));
    }
    expect(pages).toEqual(all);
  });

  it('records a card taken at the desk for a customer, with its order', async () => {
    const other = addPerson(db());
    await spinAndYogaBasket(api, db(), { token: staff }, other.id, 2);
    const { completed } = await payBasketByCard(api, staff, { forCustomer: other.id });
    const { entries } = (await trail(manager, { customerId: other.id })).json.data;
    expect(entries.map((entry) => [entry.action, entry.description, entry.orderId])).toEqual([
      ['completeCheckout', 'Paid £15.50 by card', completed.json.data.orderId],
      ['authorisePayment', 'Authorised a card payment', null],
      ['addToCart', 'Added to the basket', null],
    ]);
  });

  it('is for managers only: 403 for other staff and customers, 401 without a log-in', async () => {
    expect((await trail(staff)).status).toBe(403);
    expect((await trail(customer.token)).status).toBe(403);
    expect((await trail(undefined)).status).toBe(401);
  });

  it('answers 422 for an end before the start and for a date that is not one', async () => {
    const backwards = await trail(manager, { from: '2026-03-10', to: '2026-03-09' });
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors).toHaveProperty('to');
    expect((await trail(manager, { from: '2026-02-30' })).status).toBe(422);
  });

  it('tells the front end who is a manager', async () => {
    const user = (token: string) => api.call(contract.auth.getUser, { token });
    expect((await user(manager)).json.data.isManager).toBe(true);
    expect((await user(staff)).json.data.isManager).toBe(false);
    expect((await user(customer.token)).json.data).not.toHaveProperty('isManager');
  });
});
