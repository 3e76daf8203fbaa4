import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { spinAndYogaBasket } from './support/checkout.ts';

const { api, db } = useBookingSandbox();

/** A basket of Spin (£7.50) and Yoga Flow (£8.00) at Salford: £15.50. */
async function basketFor(person: { token: string; id: number }, forCustomer?: number, skip = 0) {
  const basket = await spinAndYogaBasket(api, db(), person, forCustomer, skip);
  expect(basket.totals.total).toBe(1550);
  return basket;
}

const pay = (token: string, tenderType: string, amount: number, selectedUserId?: number) =>
  api.call(contract.cart.setCartPayment, {
    token,
    body: { tenderType, amount, ...(selectedUserId ? { selectedUserId } : {}) },
  });

describe('credits on the basket', () => {
  it("shows the customer's account and membership credit and how much of each this basket can use", async () => {
    const customer = addPerson(db(), { creditBalance: 1000 });
    db()
      .prepare('INSERT INTO membership_credits (user_id, balance, description) VALUES (?, 2500, ?)')
      .run(customer.id, 'Activity credit');
    const cart = await basketFor(customer);
    expect(cart.credits).toEqual({
      membership: { totalAvailable: 2500, maxApplicable: 1550 },
      general: { totalAvailable: 1000, maxApplicable: 1000 },
    });
  });

  it('lets a customer put credit against the basket, within the limits, and take it off again', async () => {
    const customer = addPerson(db(), { creditBalance: 1000 });
    await basketFor(customer, undefined, 1);
    const applied = await pay(customer.token, 'credit', 600);
    expect(applied.status).toBe(200);
    expect(applied.json.data.payments).toEqual([{ tenderType: 'credit', amount: 600 }]);
    expect(applied.json.data.totals).toMatchObject({ total: 1550, balance: 950, formattedBalance: '£9.50' });
    const replaced = await pay(customer.token, 'credit', 1000);
    expect(replaced.json.data.payments).toEqual([{ tenderType: 'credit', amount: 1000 }]);
    const tooMuch = await pay(customer.token, 'credit', 1100);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.json.errors.amount).toEqual(['You can use up to £10.00 of credit on this basket.']);
    const removed = await pay(customer.token, 'credit', 0);
    expect(removed.json.data.payments).toEqual([]);
    expect(removed.json.data.totals.balance).toBe(1550);
  });

  it('keeps offline tenders for front-of-house staff', async () => {
    const customer = addPerson(db());
    await basketFor(customer, undefined, 2);
    const cash = await pay(customer.token, 'cash', 500);
    expect(cash.status).toBe(403);
    expect(cash.json.message).toBe('Only front-of-house staff can take cash, cheque or voucher payments.');
  });
});

describe('offline payments at front of house', () => {
  it('takes cash and a voucher for a customer, never more than is left to pay', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db(), { creditBalance: 300 });
    await basketFor(staff, customer.id, 3);
    const cash = await pay(staff.token, 'cash', 1000, customer.id);
    expect(cash.status).toBe(200);
    const voucher = await pay(staff.token, 'offline-voucher', 600, customer.id);
    expect(voucher.status).toBe(422);
    expect(voucher.json.errors.amount).toEqual(['That is more than the £5.50 left to pay.']);
    const credit = await pay(staff.token, 'credit', 300, customer.id);
    expect(credit.status).toBe(200);
    expect(credit.json.data.payments).toEqual([
      { tenderType: 'cash', amount: 1000 },
      { tenderType: 'credit', amount: 300 },
    ]);
    expect(credit.json.data.totals.balance).toBe(250);
    // The same tender replaces the previous amount.
    const moreCash = await pay(staff.token, 'cash', 1250, customer.id);
    expect(moreCash.json.data.payments[0]).toEqual({ tenderType: 'cash', amount: 1250 });
    expect(moreCash.json.data.totals.balance).toBe(0);
  });

  it('keeps only credit after a line is removed, cut back to what may still be used', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db(), { creditBalance: 1000 });
    const cart = await basketFor(staff, customer.id, 4);
    await pay(staff.token, 'cash', 500, customer.id);
    await pay(staff.token, 'credit', 1000, customer.id);
    const yogaLine = cart.items.find((item: { name: string }) => item.name === 'Yoga Flow');
    const removed = await api.call(contract.cart.removeFromCart, {
      token: staff.token,
      query: { selectedUserId: customer.id },
      body: { cartItemIds: [yogaLine.id] },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.data.totals.total).toBe(750);
    expect(removed.json.data.payments).toEqual([{ tenderType: 'credit', amount: 750 }]);
    expect(removed.json.data.totals.balance).toBe(0);
  });

  it('clears payments when the basket is discarded', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db());
    await basketFor(staff, customer.id, 5);
    await pay(staff.token, 'cheque', 1550, customer.id);
    const discarded = await api.call(contract.cart.discardCart, {
      token: staff.token,
      query: { selectedUserId: customer.id },
    });
    expect(discarded.json.data.payments).toEqual([]);
  });
});
