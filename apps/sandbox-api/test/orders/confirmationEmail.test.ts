import { describe, expect, it } from 'vitest';
import { contract, type Order } from '@leisure/api-contract';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { authoriseBasketByCard, payBasketByCard, spinAndYogaBasket } from '../cart/support/checkout.ts';

const { api, db } = useBookingSandbox();

const emailOf = (userId: number) =>
  (db().prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string }).email;
const confirmations = () =>
  db()
    .prepare(
      "SELECT to_address, subject, body_text, link FROM email_outbox WHERE kind = 'order_confirmation' ORDER BY id",
    )
    .all() as { to_address: string; subject: string; body_text: string; link: string }[];
const orderAs = async (token: string, orderId: number) =>
  (await api.call<{ data: Order }>(contract.orders.getOrder, { token, params: { orderId } })).json.data;

// docs/decisions/0027: the confirmation page says where the confirmation went, because it did go.
describe('the booking confirmation email', () => {
  it('goes to the customer once, however often complete is repeated, and the order says to which address', async () => {
    const customer = addPerson(db());
    await spinAndYogaBasket(api, db(), customer);
    const { terms, authorised } = await authoriseBasketByCard(api, customer.token);
    const body = { source: 'bookings', terms, transactionUuid: authorised.json.data.transactionUuid };
    const completes = await Promise.all(
      [1, 2].map(() => api.call(contract.checkout.completeCheckout, { token: customer.token, body })),
    );
    const orderId = completes[0]!.json.data.orderId as number;
    const order = await orderAs(customer.token, orderId);

    const sent = confirmations();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: emailOf(customer.id),
      subject: `Your booking is confirmed: ${order.reference}`,
      link: `/order-confirmed/${orderId}`,
    });
    expect(sent[0]!.body_text).toContain('Spin');
    expect(sent[0]!.body_text).toContain('Yoga Flow');
    expect(sent[0]!.body_text).toContain('Total paid: £15.50');
    expect(order.confirmationEmailTo).toBe(emailOf(customer.id));
  });

  it('goes to the customer when staff pay their basket, not to the member of staff', async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const customer = addPerson(db());
    await spinAndYogaBasket(api, db(), staff, customer.id, 4);
    const { completed } = await payBasketByCard(api, staff.token, { forCustomer: customer.id });
    const order = await orderAs(customer.token, completed.json.data.orderId);
    expect(order.confirmationEmailTo).toBe(emailOf(customer.id));
    expect(confirmations().at(-1)?.to_address).toBe(emailOf(customer.id));
  });
});
