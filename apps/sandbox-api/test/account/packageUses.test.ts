import { describe, expect, it } from 'vitest';
import { contract, type AccountPackage } from '@leisure/api-contract';
import { HOLD_MINUTES } from '../../src/features/activities/index.ts';
import { addPerson, leedsSession, optionId } from '../cart/support/bookingFixtures.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { bookViaBasket } from '../cart/support/checkout.ts';
import { grantPackage } from '../cart/support/entitlements.ts';

// The Packages page and the basket read the same package: a use held or booked shows at once, and comes back.
const { api, db, clock } = useBookingSandbox();

const swimPass = async (token: string) => {
  const { json } = await api.call<{ data: AccountPackage[] }>(contract.account.listMyPackages, { token });
  return json.data.find((p) => p.name === 'Swim 2-Pass')!;
};

function laneSwim(skip: number) {
  const session = leedsSession(db(), 'Lane Swimming', skip, 5);
  return { sessionId: session.id, pricingOptionId: optionId(db(), session.activityId, 'Adult') };
}

const addSwim = (token: string, swim: { sessionId: number; pricingOptionId: number }) =>
  api.call(contract.cart.addToCart, {
    token,
    body: { items: [{ type: 'session', id: swim.sessionId, pricingOptionId: swim.pricingOptionId }] },
  });

describe('package uses on the Packages page', () => {
  it('drop when the basket holds a session on the package and come back when it is removed or cancelled', async () => {
    const swimmer = addPerson(db());
    grantPackage(db(), swimmer.id, { name: 'Swim 2-Pass', category: 'swimming', uses: 2 });
    expect(await swimPass(swimmer.token)).toMatchObject({ usesTotal: 2, usesLeft: 2, status: 'active' });

    const added = await addSwim(swimmer.token, laneSwim(0));
    expect(added.status).toBe(200);
    const line = added.json.data.items[0];
    expect(line.appliedPackageUsage).toMatchObject({ name: 'Swim 2-Pass', usesLeft: 1 });
    expect(await swimPass(swimmer.token)).toMatchObject({ usesLeft: 1, status: 'active' });

    const removed = await api.call(contract.cart.removeFromCart, {
      token: swimmer.token,
      body: { cartItemIds: [line.id] },
    });
    expect(removed.status).toBe(200);
    expect(await swimPass(swimmer.token)).toMatchObject({ usesLeft: 2 });

    // Booked through checkout, both uses are taken and the package reads as used up.
    await bookViaBasket(api, db(), clock, swimmer, [laneSwim(1), laneSwim(2)]);
    expect(await swimPass(swimmer.token)).toMatchObject({ usesLeft: 0, status: 'used-up' });

    const booking = db()
      .prepare(`SELECT id FROM bookings WHERE attendee_user_id = ? AND status = 'booked' ORDER BY id LIMIT 1`)
      .get(swimmer.id) as { id: number };
    const cancelled = await api.call(contract.activities.cancelMyBooking, {
      token: swimmer.token,
      params: { bookingId: booking.id },
    });
    expect(cancelled.status).toBe(200);
    expect(await swimPass(swimmer.token)).toMatchObject({ usesLeft: 1, status: 'active' });
  });

  it('are listed with the bookings that took them: held, booked, cancelled (use given back), latest first', async () => {
    const swimmer = addPerson(db());
    grantPackage(db(), swimmer.id, { name: 'Swim 2-Pass', category: 'swimming', uses: 2 });
    const [first, second, third] = [laneSwim(4), laneSwim(5), laneSwim(6)];
    await bookViaBasket(api, db(), clock, swimmer, [first!, second!]);
    const bookings = db()
      .prepare(`SELECT id, session_id FROM bookings WHERE attendee_user_id = ? ORDER BY id`)
      .all(swimmer.id) as { id: number; session_id: number }[];
    const firstBooking = bookings.find((b) => b.session_id === first!.sessionId)!;
    const secondBooking = bookings.find((b) => b.session_id === second!.sessionId)!;
    await api.call(contract.activities.cancelMyBooking, {
      token: swimmer.token,
      params: { bookingId: firstBooking.id },
    });
    expect((await addSwim(swimmer.token, third!)).status).toBe(200);

    const pass = await swimPass(swimmer.token);
    expect(pass.usesLeft).toBe(0);
    expect(pass.uses.map((use) => [use.session.id, use.bookingId, use.status])).toEqual([
      [third!.sessionId, null, 'in-basket'],
      [second!.sessionId, secondBooking.id, 'upcoming'],
      [first!.sessionId, firstBooking.id, 'cancelled'],
    ]);
    expect(pass.uses[0]!.session).toMatchObject({ name: 'Lane Swimming', venue: { slug: 'leeds-city' } });

    clock.advanceMinutes(HOLD_MINUTES + 1);
    expect((await swimPass(swimmer.token)).uses.map((use) => use.status)).toEqual(['upcoming', 'cancelled']);
  });

  it('come back when a basket hold runs out', async () => {
    const swimmer = addPerson(db());
    grantPackage(db(), swimmer.id, { name: 'Swim 2-Pass', category: 'swimming', uses: 2 });
    expect((await addSwim(swimmer.token, laneSwim(3))).status).toBe(200);
    expect(await swimPass(swimmer.token)).toMatchObject({ usesLeft: 1 });
    clock.advanceMinutes(HOLD_MINUTES + 1);
    expect(await swimPass(swimmer.token)).toMatchObject({ usesLeft: 2 });
  });
});
