import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, contract, type Cart } from '@leisure/api-contract';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { spinAndYogaBasket } from '../cart/support/checkout.ts';

// Staff see a customer's data only through selection (issue 14): my-account calls answer the member of staff's own
// data whatever they send, and every basket, joining and checkout call without selected_user_id is their own.
const { api, db } = useBookingSandbox();
const { cart, checkout, joining } = contract;

let staff: string;
let staffId: number;
let alex: string;
let alexId: number;
beforeAll(async () => {
  staff = await api.login('staff');
  alex = await api.login('memberWithDirectDebit');
  staffId = (await api.call(contract.auth.getUser, { token: staff })).json.data.id;
  alexId = (await api.call(contract.auth.getUser, { token: alex })).json.data.id;
});

/** Every my-account read that takes no path parameter: the pages that list a customer's own data. */
const myAccountReads = allEndpoints.filter(
  (endpoint) => endpoint.method === 'GET' && endpoint.path.startsWith('/my-account/') && !endpoint.path.includes('{'),
);

describe("my-account calls answer staff's own data", () => {
  it('covers the my-account reads', () => {
    expect(myAccountReads.map((endpoint) => endpoint.id)).toEqual(
      expect.arrayContaining(['listMyPayments', 'listMyMemberships', 'listMyPackages', 'listMyBookings']),
    );
  });

  it.each(myAccountReads.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: naming Alex (selected_user_id, user_id) changes nothing',
    async (_, endpoint) => {
      const own = await api.call(endpoint, { token: staff });
      const naming = await api.call(endpoint, {
        token: staff,
        query: { selectedUserId: alexId, userId: alexId, customerId: alexId },
      });
      expect(naming.status).toBe(own.status);
      expect(naming.json).toEqual(own.json);
      expect(JSON.stringify(naming.json)).not.toContain(demoAccounts.memberWithDirectDebit.email);
    },
  );

  it("Alex's history is not the member of staff's", async () => {
    const payments = (token: string) => api.call(contract.account.listMyPayments, { token });
    expect((await payments(alex)).json.data.meta.total).toBeGreaterThan(0);
    expect((await payments(staff)).json.data.meta.total).toBe(0);
    const alexPayment = (await payments(alex)).json.data.payments[0].id;
    const receipt = await api.call(contract.receipts.getMyPaymentReceipt, {
      token: staff,
      params: { id: alexPayment },
    });
    expect(receipt.status).toBe(404);
  });
});

describe('basket, joining and checkout calls without selected_user_id are the member of staff’s own', () => {
  let customer: { id: number; token: string };
  let customerCart: Cart;
  const customerBasket = async () =>
    (await api.call<{ data: Cart }>(cart.getCart, { token: staff, query: { selectedUserId: customer.id } })).json.data;

  beforeAll(async () => {
    customer = addPerson(db());
    customerCart = await spinAndYogaBasket(api, db(), { token: staff }, customer.id);
    expect(customerCart.items).toHaveLength(2);
  });

  it('GET /cart: an empty basket of their own', async () => {
    const own = (await api.call<{ data: Cart }>(cart.getCart, { token: staff })).json.data;
    expect(own.selectedUserId).toBe(staffId);
    expect(own.items).toEqual([]);
    expect(own.uuid).not.toBe(customerCart.uuid);
  });

  it('DELETE /cart, POST /cart/payments and removing an item leave the customer’s basket alone', async () => {
    expect((await api.call(cart.discardCart, { token: staff })).status).toBe(200);
    const payment = await api.call(cart.setCartPayment, { token: staff, body: { tenderType: 'cash', amount: 500 } });
    expect(payment.status).toBe(422);
    await api.call(cart.removeFromCart, {
      token: staff,
      body: { cartItemIds: customerCart.items.map((item) => item.id) },
    });
    const after = await customerBasket();
    expect(after.uuid).toBe(customerCart.uuid);
    expect(after.items.map((item) => item.id)).toEqual(customerCart.items.map((item) => item.id));
    expect(after.payments).toEqual([]);
  });

  it('checkout prepares for their own (empty) basket, and /checkout/pay needs a customer', async () => {
    const prepared = await api.call(checkout.prepareCheckout, { token: staff, query: { source: 'bookings' } });
    expect(prepared.status).toBe(422);
    expect(prepared.json.errors).toHaveProperty('cart');
    const pay = await api.call(checkout.payAtFrontOfHouse, { token: staff, body: { payments: [] } });
    expect(pay.status).toBe(422);
    expect(pay.json.errors).toHaveProperty('selectedUserId');
    expect((await customerBasket()).completeOrderId).toBeNull();
  });

  it('the joining cart is their own: none, and clearing it clears nothing of the customer’s', async () => {
    expect((await api.call(joining.getJoiningCart, { token: staff })).json.data).toBeNull();
    const cleared = await api.call(joining.clearJoiningCart, { token: staff, body: { source: 'online-joining' } });
    expect(cleared.json.data).toEqual({ cleared: false });
  });
});
