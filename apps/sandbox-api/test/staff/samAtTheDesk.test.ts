import { describe, expect, it } from 'vitest';
import { contract, type Cart } from '@leisure/api-contract';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { leaveSpaces, pickOpenSession } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { checkoutTermIds } from '../cart/support/checkout.ts';

// The front-of-house journey of issue 14 on the demo data: staff find Sam by his reference, book him a £5.00
// Pickleball Drop-in at his home centre, take £5 cash and the balance is £0; Sam's account shows the booking.
const { api, db } = useBookingSandbox();
const { activities, cart, checkout, staff: staffCalls } = contract;

describe('Sam at the desk', () => {
  it('staff find Sam, book him a £5.00 session, take £5 cash, and Sam sees the booking', async () => {
    const staff = await api.login('staff');
    const found = await api.call(staffCalls.searchCustomers, {
      token: staff,
      body: { q: demoAccounts.memberWithoutDirectDebit.reference },
    });
    const sam = found.json.data.customers[0];
    expect(sam).toMatchObject({ firstName: 'Sam', lastName: 'Patel' });
    await api.call(staffCalls.selectStaffCustomer, { token: staff, params: { id: sam.id } });

    const session = pickOpenSession(db(), 'salford-quays', 'Pickleball Drop-in');
    leaveSpaces(db(), session.id, 4);
    const priced = await api.call(activities.getSession, {
      token: staff,
      params: { sessionId: session.id },
      query: { attendeeId: sam.id },
    });
    expect(priced.json.data.yourPrice).toMatchObject({ kind: 'casual', amount: { amount: 500, formatted: '£5.00' } });

    const added = await api.call<{ data: Cart }>(cart.addToCart, {
      token: staff,
      body: {
        selectedUserId: sam.id,
        items: [{ type: 'session', id: session.id, pricingOptionId: priced.json.data.yourPrice.pricingOptionId }],
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.data.totals).toMatchObject({ total: 500, balance: 500 });
    expect(added.json.data.items[0]).toMatchObject({ enablePrintReceipt: true });

    const cash = await api.call<{ data: Cart }>(cart.setCartPayment, {
      token: staff,
      body: { tenderType: 'cash', amount: 500, selectedUserId: sam.id },
    });
    expect(cash.json.data.totals).toMatchObject({ balance: 0, formattedBalance: '£0.00' });

    const terms = await checkoutTermIds(api);
    const paid = await api.call(checkout.payAtFrontOfHouse, {
      token: staff,
      body: { selectedUserId: sam.id, terms, payments: [{ tenderType: 'cash', amount: 500 }] },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);

    const samToken = await api.login('memberWithoutDirectDebit');
    const bookings = await api.call(activities.listMyBookings, { token: samToken });
    expect(JSON.stringify(bookings.json.data)).toContain('Pickleball Drop-in');
  });
});
