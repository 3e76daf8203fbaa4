import { beforeAll, describe, expect, it } from 'vitest';
import { contract, type AuditPage, type Cart } from '@leisure/api-contract';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { leaveSpaces, optionId, pickOpenSession, sessionItem } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { checkoutTermIds } from '../cart/support/checkout.ts';

// The customer agrees at the desk; staff record it as their own act (issue 23, docs/decisions/0025). Staff tick
// nothing in the customer's name: the order and the audit trail say a member of staff recorded the agreement.
const { api, db } = useBookingSandbox();
const { cart, checkout, staff: staffCalls } = contract;

let staff: string;
let samId: number;
let staffId: number;

beforeAll(async () => {
  staff = await api.login('staff');
  const idOf = (reference: string) =>
    (db().prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;
  samId = idOf(demoAccounts.memberWithoutDirectDebit.reference);
  staffId = idOf(demoAccounts.staff.reference);
  await api.call(staffCalls.selectStaffCustomer, { token: staff, params: { id: samId } });
});

/** Sam's basket with one Spin class at the adult price, paid in cash at the desk: nothing is left to pay. */
async function samsPaidBasket(skip: number) {
  const session = pickOpenSession(db(), 'salford-quays', 'Spin', skip);
  leaveSpaces(db(), session.id, 4);
  const added = await api.call<{ data: Cart }>(cart.addToCart, {
    token: staff,
    body: {
      selectedUserId: samId,
      items: [sessionItem(session.id, optionId(db(), session.activityId, 'Adult'))],
    },
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const total = added.json.data.totals.total;
  // A class his membership covers costs nothing: then nothing is tendered.
  if (total === 0) return [];
  await api.call(cart.setCartPayment, {
    token: staff,
    body: { tenderType: 'cash', amount: total, selectedUserId: samId },
  });
  return [{ tenderType: 'cash' as const, amount: total }];
}

const pay = (body: Record<string, unknown>, token = staff) =>
  api.call<{ data: { orderId: number }; errors?: Record<string, string[]> }>(checkout.payAtFrontOfHouse, {
    token,
    body: { selectedUserId: samId, ...body },
  });

describe('the customer agreed at the desk', () => {
  it("is recorded on the order and in the trail as staff's own act, with no terms ticked for the customer", async () => {
    const payments = await samsPaidBasket(0);
    const paid = await pay({ payments, terms: [], agreedAtDesk: true });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const { orderId } = paid.json.data;

    const order = db()
      .prepare('SELECT terms_agreed_at_desk_by_user_id AS recordedBy FROM orders WHERE id = ?')
      .get(orderId) as { recordedBy: number | null };
    expect(order.recordedBy, 'the member of staff who recorded the agreement').toBe(staffId);

    const manager = await api.login('manager');
    const trail = await api.call<{ data: AuditPage }>(staffCalls.listStaffAudit, {
      token: manager,
      query: { customerId: samId },
    });
    const forOrder = trail.json.data.entries.filter((entry) => entry.orderId === orderId);
    expect(forOrder.map((entry) => entry.action).sort()).toEqual(['payAtFrontOfHouse', 'recordDeskAgreement']);
    expect(forOrder.find((entry) => entry.action === 'recordDeskAgreement')).toMatchObject({
      staff: { reference: demoAccounts.staff.reference },
      customer: { id: samId },
      description: 'Recorded that the customer agreed to the checkout terms at the desk',
    });
  });

  it('an order whose terms were ticked says nobody agreed at the desk', async () => {
    const payments = await samsPaidBasket(1);
    const paid = await pay({ payments, terms: await checkoutTermIds(api) });
    expect(paid.status).toBe(200);
    const order = db()
      .prepare('SELECT terms_agreed_at_desk_by_user_id AS recordedBy FROM orders WHERE id = ?')
      .get(paid.json.data.orderId) as { recordedBy: number | null };
    expect(order.recordedBy).toBeNull();
  });

  it.each([
    ['staff also tick the terms for the customer', { terms: 'all', agreedAtDesk: true }, 'terms'],
    ['neither ticked nor agreed at the desk', { terms: [], agreedAtDesk: false }, 'terms'],
  ] as const)('is refused (422) when %s', async (_, agreement, field) => {
    const payments = await samsPaidBasket(2);
    const terms = agreement.terms === 'all' ? await checkoutTermIds(api) : [];
    const refused = await pay({ payments, terms, agreedAtDesk: agreement.agreedAtDesk });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors ?? {})).toEqual([field]);
    await api.call(cart.discardCart, { token: staff, query: { selectedUserId: samId } });
  });
});
