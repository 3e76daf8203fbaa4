import { describe, expect, it } from 'vitest';
import { addPerson, leaveSpaces } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { authoriseBasketByCard, completeBookingsCheckout, spinAndYogaBasket } from '../cart/support/checkout.ts';

const { api, db, clock } = useBookingSandbox();

const authorise = async (token: string) => (await authoriseBasketByCard(api, token)).authorised;

/** The basket's first line (Spin) and how a message names it: "Spin on Wed 11 Mar at 07:00". */
async function spinBasket(customer: { token: string }) {
  const basket = await spinAndYogaBasket(api, db(), customer);
  const spin = basket.items.find((item: { name: string }) => item.name === 'Spin');
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${spin.session.date}T00:00:00Z`))
    .replace(',', '');
  return {
    itemId: spin.id as number,
    sessionId: spin.session.id as number,
    named: `Spin on ${day} at ${spin.session.startTime}`,
  };
}

const cardTransactions = (customerId: number) =>
  (
    db().prepare('SELECT COUNT(*) AS n FROM card_transactions WHERE customer_user_id = ?').get(customerId) as {
      n: number;
    }
  ).n;

describe('a basket line that can no longer be booked is named (decision 0350)', () => {
  it('complete: a hold that ran out while paying and a session filled meanwhile is 409 "… is now full."', async () => {
    const customer = addPerson(db());
    const spin = await spinBasket(customer);
    const authorised = await authorise(customer.token);
    expect(authorised.json.data.transactionStatus).toBe('authorised');
    // The bank took its time: the place's 15-minute hold ran out and someone else took the last place.
    clock.advanceMinutes(16);
    leaveSpaces(db(), spin.sessionId, 0);

    const completed = await completeBookingsCheckout(api, customer.token, authorised.json.data.transactionUuid);
    expect(completed.status).toBe(409);
    expect(completed.json.message).toBe(`${spin.named} is now full.`);
    // Each line that cannot be booked has its own message (Yoga's hold ran out too, with places left).
    expect(completed.json.errors[`items.${spin.itemId}`]).toEqual([`${spin.named} is now full.`]);
    const orders = db().prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_user_id = ?').get(customer.id) as {
      n: number;
    };
    expect(orders.n).toBe(0);
  });

  it('authorise: a cancelled session is 409 naming it, before any card is charged', async () => {
    const customer = addPerson(db());
    const spin = await spinBasket(customer);
    db().prepare("UPDATE activity_sessions SET status = 'cancelled' WHERE id = ?").run(spin.sessionId);
    const authorised = await authorise(customer.token);
    expect(authorised.status).toBe(409);
    expect(authorised.json.message).toBe(`${spin.named} has been cancelled.`);
    expect(authorised.json.errors).toHaveProperty([`items.${spin.itemId}`]);
    expect(cardTransactions(customer.id)).toBe(0);
  });

  it('authorise: a hold that ran out with places still free asks for the line to be added again', async () => {
    const customer = addPerson(db());
    const spin = await spinBasket(customer);
    clock.advanceMinutes(16);
    const authorised = await authorise(customer.token);
    expect(authorised.status).toBe(409);
    expect(authorised.json.message).toBe(
      `Your place on ${spin.named} is no longer held. Please add it to your basket again.`,
    );
    expect(cardTransactions(customer.id)).toBe(0);
  });
});
