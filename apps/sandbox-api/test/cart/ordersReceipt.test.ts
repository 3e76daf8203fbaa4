import { describe, expect, it } from 'vitest';
import { contract, type Order } from '@leisure/api-contract';
import { recordOrder } from '../../src/features/orders/index.ts';
import { addPerson, optionId, pickOpenSession } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { checkoutTermIds, payBasketByCard, spinAndYogaBasket } from './support/checkout.ts';

// What the order says for a front-of-house receipt (docs/decisions/0621): each line's enablePrintReceipt, each
// tender (a card with its last four digits), who placed it and for whom.
const { api, db, clock } = useBookingSandbox();
const { cart, checkout, orders } = contract;

const readOrder = async (token: string, orderId: number) => {
  const answer = await api.call<{ data: Order }>(orders.getOrder, { token, params: { orderId } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.data;
};

describe('the order answer carries the receipt', () => {
  it('for staff paying in cash at the desk: the lines may print, the cash tender, placed by staff', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db(), { firstName: 'Grace', lastName: 'Okafor' });
    await spinAndYogaBasket(api, db(), staff, customer.id, 3);
    await api.call(cart.setCartPayment, {
      token: staff.token,
      body: { tenderType: 'cash', amount: 1550, selectedUserId: customer.id },
    });
    const paid = await api.call(checkout.payAtFrontOfHouse, {
      token: staff.token,
      body: {
        selectedUserId: customer.id,
        terms: await checkoutTermIds(api),
        payments: [{ tenderType: 'cash', amount: 1550 }],
      },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);

    // The customer reads the same facts on their own confirmation (on the wire: snake_case).
    for (const token of [staff.token, customer.token]) {
      const order = await readOrder(token, paid.json.data.orderId);
      expect(order.items.map((item) => item.enablePrintReceipt)).toEqual([true, true]);
      expect(order.payments).toEqual([
        { tenderType: 'cash', amount: { amount: 1550, formatted: '£15.50' }, lastFourDigits: null },
      ]);
      expect(order).toMatchObject({ placedBy: 'staff', customer: { id: customer.id, name: 'Grace Okafor' } });
    }
    const { wire } = await api.call(orders.getOrder, {
      token: customer.token,
      params: { orderId: paid.json.data.orderId },
    });
    const body = wire as { data: Record<string, unknown> & { items: Record<string, unknown>[]; payments: unknown[] } };
    expect(body.data.placed_by).toBe('staff');
    expect(body.data.items[0]).toHaveProperty('enable_print_receipt', true);
    expect(body.data.payments[0]).toHaveProperty('last_four_digits', null);
  });

  it("for a customer's own card payment: the card as its tender, with its last four digits", async () => {
    const customer = addPerson(db());
    await spinAndYogaBasket(api, db(), customer, undefined, 4);
    const { completed } = await payBasketByCard(api, customer.token);

    const order = await readOrder(customer.token, completed.json.data.orderId);
    expect(order.payments).toEqual([
      { tenderType: 'card', amount: { amount: 1550, formatted: '£15.50' }, lastFourDigits: '0003' },
    ]);
    expect(order.placedBy).toBe('customer');
  });

  // A line keeps its basket item's enablePrintReceipt (by default: it has a price); lines written before the flag
  // was kept read the same rule from their price.
  it.each([
    { case: 'a priced line', price: 750, flag: undefined, stored: true, expected: true },
    { case: 'a free line', price: 0, flag: undefined, stored: true, expected: false },
    { case: 'a priced line the basket said not to print', price: 750, flag: false, stored: true, expected: false },
    { case: 'an older priced line without the flag', price: 750, flag: undefined, stored: false, expected: true },
    { case: 'an older free line without the flag', price: 0, flag: undefined, stored: false, expected: false },
  ])('$case: enablePrintReceipt is $expected', async ({ price, flag, stored, expected }) => {
    const customer = addPerson(db());
    const session = pickOpenSession(db(), 'salford-quays', 'Spin', 5);
    const orderId = recordOrder(db(), {
      customerId: customer.id,
      placedById: customer.id,
      source: 'bookings',
      cartUuid: null,
      placedAt: clock.now().toISOString(),
      payments: price > 0 ? [{ tenderType: 'card', amount: price, reference: 'not-a-transaction' }] : [],
      lines: [
        {
          type: 'session',
          name: 'Spin',
          description: 'Spin at Salford Quays',
          price,
          attendeeId: customer.id,
          attendeeName: customer.name,
          sessionId: session.id,
          pricingOptionId: optionId(db(), session.activityId, 'Adult'),
          pricingOptionName: 'Adult',
          entitlementId: null,
          enablePrintReceipt: flag,
        },
      ],
    });
    if (!stored) {
      db()
        .prepare(
          "UPDATE order_items SET details_json = json_remove(details_json, '$.enablePrintReceipt') WHERE order_id = ?",
        )
        .run(orderId);
    }
    const order = await readOrder(customer.token, orderId);
    expect(order.items[0]!.enablePrintReceipt).toBe(expected);
    // A card the sandbox has no transaction for: no digits to show.
    expect(order.payments.map((payment) => payment.lastFourDigits)).toEqual(price > 0 ? [null] : []);
  });
});
