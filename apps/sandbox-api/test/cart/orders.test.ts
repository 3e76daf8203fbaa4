import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { placeOrderFromCart } from '../../src/features/orders/index.ts';
import { ApiError } from '../../src/http/apiError.ts';
import { addPerson, leaveSpaces, pickSession, placeOn } from './support/bookingFixtures.ts';
import { addToBasket } from './support/basketCalls.ts';
import { BOOKING_TEST_START, useBookingSandbox } from './support/bookingSandbox.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db, clock } = useBookingSandbox();

async function basket(
  person: { token: string },
  activity: string,
  option: string,
  skip = 0,
  purchasedForUserId?: number,
) {
  const session = pickSession(db(), 'leeds-city', activity, '2026-03-11T00:00:00Z', skip);
  leaveSpaces(db(), session.id, 5);
  const result = await addToBasket(api, person.token, [placeOn(db(), session, option, purchasedForUserId)]);
  expect(result.status, JSON.stringify(result.json)).toBe(200);
  return { session, cart: result.json.data };
}

/** Places the basket's order, paid by card (what is left after any credit). */
const placeByCard = (
  cart: { id: number },
  placedBy: { id: number },
  amount: number,
  reference: string,
  more: Pick<Parameters<typeof placeOrderFromCart>[2], 'completedWaivers'> = {},
) =>
  placeOrderFromCart(db(), clock, {
    cartId: cart.id,
    placedByUserId: placedBy.id,
    cardPayment: { amount, reference },
    ...more,
  });

function placeError(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the order to be refused');
}

describe('turning a basket into an order', () => {
  it('books the held places, empties the basket and remembers the order', async () => {
    const customer = addPerson(db());
    const { session, cart } = await basket(customer, 'Aqua Aerobics', 'Adult');
    const { orderId } = placeByCard(cart, customer, 620, 'CARD-1');
    const after = await api.call(contract.cart.getCart, { token: customer.token });
    expect(after.json.data).toMatchObject({ items: [], completeOrderId: orderId, totals: { total: 0 } });
    expect(after.json.data.uuid).not.toBe(cart.uuid);
    const booking = db().prepare('SELECT * FROM bookings WHERE order_id = ?').get(orderId) as Record<string, unknown>;
    expect(booking).toMatchObject({
      session_id: session.id,
      attendee_user_id: customer.id,
      price_paid: 620,
      status: 'booked',
    });
    // The hold became the booking: the place is still taken, once.
    const detail = await api.call(contract.activities.getSession, { params: { sessionId: session.id } });
    expect(detail.json.data.spacesLeft).toBe(4);
    // A new basket starts on the next add, without the old order.
    const next = await basket(customer, 'Spin', 'Adult', 3);
    expect(next.cart.completeOrderId).toBeNull();
  });

  it('answers GET /orders/{id} to its customer, 404 to anyone else, staff who did not select them included', async () => {
    const customer = addPerson(db(), { firstName: 'Nadia', lastName: 'Rahman' });
    const { cart } = await basket(customer, 'Yoga Flow', 'Adult');
    const { orderId } = placeByCard(cart, customer, 800, 'CARD-2');
    const own = await api.call(contract.orders.getOrder, { token: customer.token, params: { orderId } });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({
      id: orderId,
      reference: `BW-${String(orderId).padStart(6, '0')}`,
      status: 'complete',
      orderType: 'activity',
      brand: 'Brightwater Leisure',
      venue: { slug: 'leeds-city' },
      total: { amount: 800, formatted: '£8.00' },
      tax: { amount: 133, formatted: '£1.33' },
      subTotal: { amount: 667 },
      payments: [{ tenderType: 'card', amount: { amount: 800 } }],
      customer: { id: customer.id, name: 'Nadia Rahman' },
      source: 'bookings',
    });
    expect(own.json.data.items).toHaveLength(1);
    expect(own.json.data.items[0]).toMatchObject({
      type: 'session',
      name: 'Yoga Flow',
      attendeeName: 'Nadia Rahman',
      pricingOptionName: 'Adult',
      price: { amount: 800 },
      purchasedForUserId: customer.id,
    });
    expect(own.json.data.items[0].bookingId).toEqual(expect.any(Number));

    const stranger = addPerson(db());
    const other = await api.call(contract.orders.getOrder, { token: stranger.token, params: { orderId } });
    expect(other.status).toBe(404);
    expect((await api.call(contract.orders.getOrder, { params: { orderId } })).status).toBe(401);
    const staff = addPerson(db(), { role: 'staff' });
    // Staff read an order they placed or one of the customer they selected last (decision 0601): not this one.
    expect((await api.call(contract.orders.getOrder, { token: staff.token, params: { orderId } })).status).toBe(404);
    expect(
      (await api.call(contract.orders.getOrder, { token: customer.token, params: { orderId: 99_999_999 } })).status,
    ).toBe(404);
  });

  it('refuses a card payment that does not match what is left to pay', async () => {
    const customer = addPerson(db());
    const { cart } = await basket(customer, 'Pilates', 'Adult');
    const error = placeError(() => placeByCard(cart, customer, 100, 'X'));
    expect(error.status).toBe(422);
    expect(error.errors?.payments).toEqual(['The card payment of £1.00 does not match the £7.50 left to pay.']);
    const still = await api.call(contract.cart.getCart, { token: customer.token });
    expect(still.json.data.items).toHaveLength(1);
  });

  it('places a free order without a card, spending credit (membership credit first)', async () => {
    const customer = addPerson(db(), { creditBalance: 500 });
    db()
      .prepare('INSERT INTO membership_credits (user_id, balance, description) VALUES (?, 400, ?)')
      .run(customer.id, 'Activity credit');
    const { cart } = await basket(customer, 'Spin', 'Adult', 4);
    const credit = await api.call(contract.cart.setCartPayment, {
      token: customer.token,
      body: { tenderType: 'credit', amount: 750 },
    });
    expect(credit.json.data.totals.balance).toBe(0);
    const { orderId } = placeOrderFromCart(db(), clock, { cartId: cart.id, placedByUserId: customer.id });
    const order = await api.call(contract.orders.getOrder, { token: customer.token, params: { orderId } });
    expect(order.json.data.payments).toEqual([
      { tenderType: 'membership-credit', amount: { amount: 400, formatted: '£4.00' }, lastFourDigits: null },
      { tenderType: 'credit', amount: { amount: 350, formatted: '£3.50' }, lastFourDigits: null },
    ]);
    const balances = db()
      .prepare(
        'SELECT u.credit_balance AS general, m.balance AS membership FROM users u JOIN membership_credits m ON m.user_id = u.id WHERE u.id = ?',
      )
      .get(customer.id);
    expect(balances).toEqual({ general: 150, membership: 0 });
  });

  it('needs waivers agreed for the attendees of activities that require one', async () => {
    const parent = addPerson(db(), { email: 'the.nguyens@example.com' });
    const child = addPerson(db(), { email: 'the.nguyens@example.com', firstName: 'Linh', dateOfBirth: '2017-03-03' });
    makeHousehold(db(), parent, { children: [child] });
    const { cart } = await basket(parent, 'Kids Multi-Sport', 'Junior', 0, child.id);
    expect(cart.attendeeWaiversRequired).toHaveLength(1);
    expect(cart.attendeeWaiversRequired[0]).toMatchObject({
      attendee: { id: child.id, name: child.name },
      waiver: { title: 'Parent or guardian consent for junior activities' },
      activityNames: ['Kids Multi-Sport'],
    });
    const waiverId = cart.attendeeWaiversRequired[0].waiver.id;
    const error = placeError(() => placeByCard(cart, parent, 1200, 'W'));
    expect(error.status).toBe(422);
    expect(error.errors?.completedWaivers?.[0]).toMatch(/^Linh .+ must agree to the parent or guardian consent/);
    placeByCard(cart, parent, 1200, 'W', { completedWaivers: [{ userId: child.id, waiverId }] });
    // Agreed once, not asked again.
    const next = await basket(parent, 'Kids Multi-Sport', 'Junior', 1, child.id);
    expect(next.cart.attendeeWaiversRequired).toEqual([]);
  });

  it('refuses an empty basket and a basket whose hold ran out', async () => {
    const customer = addPerson(db());
    const empty = await api.call(contract.cart.getCart, { token: customer.token });
    expect(
      placeError(() => placeOrderFromCart(db(), clock, { cartId: empty.json.data.id, placedByUserId: customer.id }))
        .message,
    ).toBe('Your basket is empty.');
    const { cart } = await basket(customer, 'HIIT Circuits', 'Adult');
    clock.advanceMinutes(16);
    try {
      const error = placeError(() => placeByCard(cart, customer, 750, 'late'));
      expect(error.status).toBe(409);
      expect(error.message).toMatch(/was released because places are held for 15 minutes/);
    } finally {
      clock.set(BOOKING_TEST_START);
    }
  });
});
