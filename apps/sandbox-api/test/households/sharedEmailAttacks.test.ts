import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { registrationBody } from '../auth/authTestKit.ts';
import { laneSwim, placeOn } from '../cart/support/bookingFixtures.ts';
import { addToBasket } from '../cart/support/basketCalls.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';

// Issue 22: anyone who knew a member's email became their "linked account" (docs/decisions/0313-households.md).
// Mallory registers with Alex's email; each attack below worked before households and must not now.
const { api, db } = useBookingSandbox();
const alex = demoAccounts.memberWithDirectDebit;

const idOf = (reference: string) =>
  (db().prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;
const creditOf = (reference: string) =>
  (db().prepare('SELECT credit_balance FROM users WHERE reference = ?').get(reference) as { credit_balance: number })
    .credit_balance;

async function registerMallory(): Promise<{ token: string; id: number }> {
  const body = await registrationBody(api, {
    dataFields: { email: alex.email, first_name: 'Mallory', last_name: 'Attacker' },
  });
  const answer = await api.call(contract.auth.register, { query: { onboardingType: 'customer_account_online' }, body });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return { token: answer.json.data.token, id: answer.json.data.user.id };
}

describe("registering with someone else's email grants nothing of theirs", () => {
  it('lists only yourself as someone you may book for: not their name or date of birth', async () => {
    const mallory = await registerMallory();
    const attendees = await api.call(contract.activities.listAttendees, { token: mallory.token });
    expect(attendees.status).toBe(200);
    expect(attendees.json.data.map((person: { id: number }) => person.id)).toEqual([mallory.id]);
    expect(JSON.stringify(attendees.json)).not.toContain(alex.lastName);
  });

  it('refuses them as the basket customer (403) and as an attendee (422)', async () => {
    const mallory = await registerMallory();
    const selected = await api.call(contract.cart.getCart, {
      token: mallory.token,
      query: { selectedUserId: idOf(alex.reference) },
    });
    expect(selected.status).toBe(403);
    expect(selected.json.message).toBe('You can only book for yourself or the people in your household.');

    const named = await addToBasket(api, mallory.token, [placeOn(db(), laneSwim(db()), 'Adult', idOf(alex.reference))]);
    expect(named.status).toBe(422);
    expect(named.json.errors['items.0.purchasedForUserId']).toEqual([
      'You can only book for yourself or the people in your household.',
    ]);
  });

  it("cannot pay with their credit: Alex's credit is untouched", async () => {
    const before = creditOf(alex.reference);
    expect(before).toBeGreaterThan(0);
    const mallory = await registerMallory();
    // A swim "booked for Mallory Attacker" in a basket held for Alex, paid with Alex's credit.
    await addToBasket(api, mallory.token, [placeOn(db(), laneSwim(db(), 1), 'Adult', mallory.id)], {
      selectedUserId: idOf(alex.reference),
    });
    const asAlex = await api.call(contract.cart.setCartPayment, {
      token: mallory.token,
      body: { tenderType: 'credit', amount: 520, selectedUserId: idOf(alex.reference) },
    });
    expect(asAlex.status).toBe(403);
    // Her own basket offers no credit at all: she has none, and nobody's is hers to use.
    await addToBasket(api, mallory.token, [placeOn(db(), laneSwim(db(), 2), 'Adult')]);
    const own = await api.call(contract.cart.getCart, { token: mallory.token });
    expect(own.json.data.credits.general).toEqual({ totalAvailable: 0, maxApplicable: 0 });
    expect(creditOf(alex.reference)).toBe(before);
  });

  it('leaves Alex a way in: the customer-ID email lists his ID, to his address only', async () => {
    await registerMallory();
    const byEmail = await api.call(contract.auth.login, { body: { username: alex.email, password: 'Brightwater1!' } });
    // Two accounts log in with the address: which is meant stays unknowable (decision 0313), and the answer says
    // where the customer ID is and that it can be emailed.
    expect(byEmail.status).toBe(422);
    expect(byEmail.json.errors.username[0]).toMatch(/membership card.*email your customer IDs/);

    const before = db().prepare('SELECT COUNT(*) AS n FROM email_outbox').get() as { n: number };
    const asked = await api.call(contract.auth.requestCustomerIds, { body: { email: alex.email } });
    expect(asked.status).toBe(202);
    const sent = db()
      .prepare('SELECT to_address, body_text FROM email_outbox WHERE id > ? ORDER BY id')
      .all(before.n) as { to_address: string; body_text: string }[];
    const ids = sent.find((email) => email.body_text.includes(alex.reference));
    expect(ids?.to_address).toBe(alex.email);
    const withId = await api.call(contract.auth.login, {
      body: { username: alex.reference, password: 'Brightwater1!' },
    });
    expect(withId.status).toBe(200);
  });
});
