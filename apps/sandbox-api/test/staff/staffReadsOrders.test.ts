import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { payBasketByCard, spinAndYogaBasket } from '../cart/support/checkout.ts';

// Staff reading an order (docs/decisions/0601): a read is not audited, so staff read only the orders they placed and
// those of the customer they selected last, whose selection the trail records. Any other order is 404 to them, as a
// stranger's is to a customer: its existence is not confirmed.
const { api, db } = useBookingSandbox();
const { orders, staff: staffCalls } = contract;

let staff: string;
let otherStaff: string;
/** An order each customer placed online, on their own. */
const ordersOf: Record<'ada' | 'ben', number> = { ada: 0, ben: 0 };
let ada: { id: number; token: string };
let ben: { id: number; token: string };

beforeAll(async () => {
  staff = await api.login('staff');
  otherStaff = addPerson(db(), { role: 'staff' }).token;
  ada = addPerson(db(), { firstName: 'Ada', lastName: 'Ordersby' });
  ben = addPerson(db(), { firstName: 'Ben', lastName: 'Ordersby' });
  for (const [name, person, skip] of [
    ['ada', ada, 0],
    ['ben', ben, 1],
  ] as const) {
    await spinAndYogaBasket(api, db(), person, undefined, skip);
    ordersOf[name] = (await payBasketByCard(api, person.token)).completed.json.data.orderId;
  }
});

const read = async (token: string, orderId: number) =>
  (await api.call(orders.getOrder, { token, params: { orderId } })).status;
const select = (token: string, id: number) => api.call(staffCalls.selectStaffCustomer, { token, params: { id } });

describe('GET /orders/{id} for staff', () => {
  it('is 404 for a customer they have not selected, and for an id that is no order', async () => {
    expect(await read(staff, ordersOf.ada)).toBe(404);
    expect(await read(staff, 99_999_999)).toBe(404);
  });

  it('answers for the customer they selected last, and only them', async () => {
    expect((await select(staff, ada.id)).status).toBe(200);
    expect(await read(staff, ordersOf.ada)).toBe(200);
    expect(await read(staff, ordersOf.ben)).toBe(404);
    // Another member of staff's selection is theirs alone.
    expect(await read(otherStaff, ordersOf.ada)).toBe(404);

    await select(staff, ben.id);
    expect(await read(staff, ordersOf.ben)).toBe(200);
    expect(await read(staff, ordersOf.ada)).toBe(404);
  });

  it('answers for an order they placed for a customer at the desk, whoever they serve now', async () => {
    const cara = addPerson(db(), { firstName: 'Cara', lastName: 'Ordersby' });
    await select(staff, cara.id);
    await spinAndYogaBasket(api, db(), { token: staff }, cara.id, 2);
    const { completed } = await payBasketByCard(api, staff, { forCustomer: cara.id });
    const orderId = completed.json.data.orderId;
    await select(staff, ada.id);
    expect(await read(staff, orderId)).toBe(200);
    expect(await read(cara.token, orderId)).toBe(200);
    expect(await read(otherStaff, orderId)).toBe(404);
  });
});
