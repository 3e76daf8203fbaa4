import { describe, expect, it } from 'vitest';
import { contract, type Order } from '@leisure/api-contract';
import {
  completeBody,
  customerWithJoiningCart,
  customerWithJoiningCartAtTheDesk,
  payByCard,
  useCheckoutSandbox,
} from './support/checkoutKit.ts';

const t = useCheckoutSandbox();
const db = () => t.running.sandbox.services.db;

const confirmationsTo = (userId: number) =>
  db()
    .prepare(
      `SELECT to_address, subject, body_text, link, sent_at FROM email_outbox
       WHERE kind = 'order_confirmation' AND user_id = ? ORDER BY id`,
    )
    .all(userId) as { to_address: string; subject: string; body_text: string; link: string; sent_at: string | null }[];
const emailOf = (userId: number) =>
  (db().prepare('SELECT email FROM users WHERE id = ?').get(userId) as { email: string }).email;

// docs/decisions/0033: a new member is emailed their membership, as a booker is their bookings (0027).
describe('the membership confirmation email', () => {
  it('goes once to the new member, however many completes race, and the order says to which address', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    const body = completeBody(buyer.terms, authorised.json.data.transactionUuid);
    const completes = await Promise.all(
      [1, 2, 3].map(() => t.api.call(contract.checkout.completeCheckout, { token: buyer.token, body })),
    );
    expect(completes.map((complete) => complete.status)).toEqual([200, 200, 200]);
    const orderId = completes[0]!.json.data.orderId as number;
    const order = (
      await t.api.call<{ data: Order }>(contract.orders.getOrder, { token: buyer.token, params: { orderId } })
    ).json.data;

    const sent = confirmationsTo(buyer.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: emailOf(buyer.id),
      subject: `Your membership is confirmed: ${order.reference}`,
      link: `/order-confirmed/${orderId}`,
    });
    expect(sent[0]!.sent_at).not.toBeNull();
    const text = sent[0]!.body_text;
    expect(text).toContain('Your Gym Anywhere membership at Leeds City Leisure Centre is confirmed.');
    expect(text).toContain('It starts on 12 March 2026.');
    // The same money line the joining pages show, from the same schedule.
    expect(text).toMatch(/^Today £45\.80 .*, then £39\.99 a month from .+ by Direct Debit\.$/m);
    expect(text).toContain('Your Direct Debit instruction is set up.');
    expect(order.confirmationEmailTo).toBe(emailOf(buyer.id));
  });

  it('goes to the customer when staff sell it at the desk, never to the member of staff', async () => {
    const staff = await t.api.login('staff');
    const customer = await customerWithJoiningCartAtTheDesk(t, staff);
    const paid = await t.api.call(contract.checkout.payAtFrontOfHouse, {
      token: staff,
      body: {
        source: 'online-joining',
        selectedUserId: customer.id,
        terms: customer.terms,
        payments: [{ tenderType: 'cheque', amount: 4580 }],
      },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const orderId = paid.json.data.orderId as number;
    const forTheOrder = db()
      .prepare("SELECT to_address FROM email_outbox WHERE kind = 'order_confirmation' AND link = ?")
      .all(`/order-confirmed/${orderId}`);
    expect(forTheOrder).toEqual([{ to_address: emailOf(customer.id) }]);
  });
});
