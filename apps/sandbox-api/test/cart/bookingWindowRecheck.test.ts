import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { makeLeedsMember } from '../activities/support/members.ts';
import { addPerson, leaveSpaces, pickSession, placeOn } from './support/bookingFixtures.ts';
import { useBookingSandbox } from './support/bookingSandbox.ts';
import { addToBasket } from './support/basketCalls.ts';
import { authoriseBasketByCard } from './support/checkout.ts';

// Tuesday 10 March 2026, 09:00 in London: booking opens 7 days ahead, 10 for members at the venue (decision 0330).
const { api, db, clock } = useBookingSandbox();

/**
 * People the member may book for: they share the member's email (linked accounts, decision 0303) and, where the
 * sandbox has households (which replace linked accounts), are in the member's household too.
 */
function bookableFor(payerId: number, userIds: number[]) {
  const households = db().prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'households'").get();
  if (!households) return;
  const at = clock.now().toISOString();
  const existing = db()
    .prepare('SELECT household_id AS id FROM household_members WHERE user_id = ? AND ended_at IS NULL')
    .get(payerId) as { id: number } | undefined;
  const householdId =
    existing?.id ??
    Number(
      db().prepare('INSERT INTO households (payer_user_id, created_at) VALUES (?, ?)').run(payerId, at).lastInsertRowid,
    );
  const join = db().prepare(
    'INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)',
  );
  if (!existing) join.run(householdId, payerId, 'payer', at);
  for (const userId of userIds) join.run(householdId, userId, 'adult', at);
}

/** A member at Leeds and a non-member the member may book for. */
function memberAndNonMember() {
  const email = `window.${Math.random().toString(36).slice(2)}@example.com`;
  const member = addPerson(db(), { email, firstName: 'Maya' });
  makeLeedsMember(db(), member.id);
  const friend = addPerson(db(), { email, firstName: 'Nico' });
  bookableFor(member.id, [friend.id]);
  return { email, member, friend };
}

/** A Spin at Leeds 9 days out: inside a member's 10-day window, outside everyone else's 7. */
function spinNineDaysOut() {
  clock.set('2026-03-10T09:00:00Z');
  const spin = pickSession(db(), 'leeds-city', 'Spin', '2026-03-18T12:00:00Z');
  expect(spin.startsAt < '2026-03-20T09:00:00Z').toBe(true);
  leaveSpaces(db(), spin.id, 5);
  return spin;
}

const bookedFor = (itemId: number) =>
  (db().prepare('SELECT purchased_for_user_id AS id FROM cart_items WHERE id = ?').get(itemId) as { id: number }).id;

describe('the booking window is checked again (decision 0330)', () => {
  it("switching a line's attendee to someone whose window has not opened is refused (409), the line unchanged", async () => {
    const { email, member, friend } = memberAndNonMember();
    const spin = spinNineDaysOut();
    const added = await addToBasket(api, member.token, [placeOn(db(), spin, 'Adult')]);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const item = added.json.data.items[0];

    const switched = await api.call(contract.cart.updateCartItem, {
      token: member.token,
      params: { cartItemId: item.id },
      body: { options: { purchasedForUserId: friend.id } },
    });
    expect(switched.status).toBe(409);
    expect(switched.json.message).toMatch(
      /^Booking opens \w{3} \d{1,2} Mar at \d\d:\d\d: you can add Spin to your basket then\.$/,
    );
    expect(bookedFor(item.id)).toBe(member.id);

    // Another member (their window is 10 days too) may take the line.
    const partner = addPerson(db(), { email });
    makeLeedsMember(db(), partner.id);
    bookableFor(member.id, [partner.id]);
    const toMember = await api.call(contract.cart.updateCartItem, {
      token: member.token,
      params: { cartItemId: item.id },
      body: { options: { purchasedForUserId: partner.id } },
    });
    expect(toMember.status, JSON.stringify(toMember.json)).toBe(200);
    expect(toMember.json.data.items[0].purchasedForUserId).toBe(partner.id);
  });

  it('checkout refuses a line whose window is no longer open for its attendee, naming it on the line', async () => {
    const { member } = memberAndNonMember();
    const spin = spinNineDaysOut();
    const added = await addToBasket(api, member.token, [placeOn(db(), spin, 'Adult')]);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const item = added.json.data.items[0];
    // The membership ended before they paid: the session is back outside their (now 7-day) window.
    db().prepare("UPDATE user_memberships SET end_date = '2026-03-09' WHERE user_id = ?").run(member.id);

    const { prepared, authorised } = await authoriseBasketByCard(api, member.token);
    expect(prepared.status).toBe(200);
    expect(authorised.status).toBe(409);
    expect(authorised.json.message).toMatch(
      /^Spin on \w{3} \d{1,2} Mar at \d\d:\d\d is not open for booking for Maya Customer\d+ yet\. Booking opens \w{3} \d{1,2} Mar at \d\d:\d\d\.$/,
    );
    expect(authorised.json.errors[`items.${item.id}`]).toEqual([authorised.json.message]);
    const charged = db()
      .prepare('SELECT COUNT(*) AS n FROM card_transactions WHERE customer_user_id = ?')
      .get(member.id) as { n: number };
    expect(charged.n).toBe(0);
  });
});
