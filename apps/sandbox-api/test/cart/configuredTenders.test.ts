import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { spinAndYogaBasket } from './support/checkout.ts';

// The basket takes only the operator's configured tenders (decision 0307); a sandbox of its own, as it changes them.
const { api, db } = useBookingSandbox();

const configure = (tenders: string[]) =>
  db().prepare('UPDATE clients SET offline_tender_types = ? WHERE id = 1').run(JSON.stringify(tenders));
afterEach(() => configure(['cash', 'offline-voucher', 'cheque', 'credit']));

const pay = (token: string, tenderType: string, amount: number, selectedUserId?: number) =>
  api.call(contract.cart.setCartPayment, {
    token,
    body: { tenderType, amount, ...(selectedUserId ? { selectedUserId } : {}) },
  });

let skip = 0;
/** Staff serving a customer with £3 of credit, whose basket holds Spin and Yoga Flow at Salford (£15.50). */
async function deskBasket() {
  const staff = addPerson(db(), { role: 'staff' });
  const customer = addPerson(db(), { creditBalance: 300 });
  await spinAndYogaBasket(api, db(), staff, customer.id, (skip += 1));
  return { staff, customer };
}

describe('offline tenders the operator takes', () => {
  it.each([
    { configured: ['cash'], tender: 'cash', status: 200, message: null },
    {
      configured: ['cash'],
      tender: 'cheque',
      status: 422,
      message: 'Cheque payments are not taken here: this venue takes cash.',
    },
    {
      configured: ['cash', 'cheque'],
      tender: 'offline-voucher',
      status: 422,
      message: 'Voucher payments are not taken here: this venue takes cash and cheque.',
    },
    {
      configured: ['cash', 'offline-voucher', 'cheque'],
      tender: 'credit',
      status: 422,
      message: 'Credit payments are not taken here: this venue takes cash, voucher and cheque.',
    },
    {
      configured: [],
      tender: 'cash',
      status: 422,
      message: 'Cash payments are not taken here: this venue takes no offline payments.',
    },
    { configured: ['cheque', 'credit'], tender: 'cheque', status: 200, message: null },
  ])('with $configured configured, $tender answers $status', async ({ configured, tender, status, message }) => {
    const { staff, customer } = await deskBasket();
    configure(configured);
    const answer = await pay(staff.token, tender, 300, customer.id);
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
    if (message === null) {
      expect(answer.json.data.payments).toEqual([{ tenderType: tender, amount: 300 }]);
    } else {
      expect(answer.json.errors.tenderType).toEqual([message]);
      const held = db()
        .prepare(
          'SELECT COUNT(*) AS n FROM cart_payments p JOIN carts c ON c.id = p.cart_id WHERE c.holder_user_id = ?',
        )
        .get(customer.id) as { n: number };
      expect(held.n).toBe(0);
    }
  });

  it('a customer cannot use credit the operator does not take', async () => {
    const customer = addPerson(db(), { creditBalance: 1000 });
    await spinAndYogaBasket(api, db(), customer, undefined, (skip += 1));
    configure(['cash']);
    const answer = await pay(customer.token, 'credit', 500);
    expect(answer.status).toBe(422);
    expect(answer.json.errors.tenderType).toEqual(['Credit payments are not taken here: this venue takes cash.']);
  });

  it('a tender taken before the operator stopped taking it can still be removed', async () => {
    const { staff, customer } = await deskBasket();
    expect((await pay(staff.token, 'cheque', 500, customer.id)).status).toBe(200);
    configure(['cash']);
    const removed = await pay(staff.token, 'cheque', 0, customer.id);
    expect(removed.status).toBe(200);
    expect(removed.json.data.payments).toEqual([]);
  });
});
