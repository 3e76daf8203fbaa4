import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, laneSwim, leaveSpaces, leedsSession, placeOn } from '../cart/support/bookingFixtures.ts';
import { grantEntitlement, grantPackage } from '../cart/support/entitlements.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

// Tuesday 10 March 2026, 09:00. Lane Swimming at Leeds City costs a non-member £5.20, so a swimming package covers
// it (yourPrice.test.ts); quick book takes one of its uses with the place (docs/decisions/0018-one-tap-booking.md).
const { api, db } = useBookingSandbox();

type Person = ReturnType<typeof addPerson>;

const book = (who: Person, sessionId: number, body: Record<string, unknown> = {}) =>
  api.call(contract.activities.bookIncludedSession, { token: who.token, params: { sessionId }, body });

/** A customer holding a swimming pass with `uses` uses (null: unlimited). */
function passHolder(uses: number | null = 5, person: Parameters<typeof addPerson>[1] = {}): Person {
  const holder = addPerson(db(), person);
  grantPackage(db(), holder.id, { name: 'Swim 5-Pass', category: 'swimming', uses });
  return holder;
}

async function usesLeftOf(who: Person, name = 'Swim 5-Pass'): Promise<number | null> {
  const packages = await api.call(contract.account.listMyPackages, { token: who.token });
  return (packages.json.data as { name: string; usesLeft: number | null }[]).find((held) => held.name === name)!
    .usesLeft;
}

describe('quick book of a session a pass covers (docs/decisions/0018-one-tap-booking.md)', () => {
  it('books it as a free order that uses one of the pass, and says what it used and what is left', async () => {
    const holder = passHolder(5);
    const swim = laneSwim(db(), 0);
    const before = await api.call(contract.activities.getSession, {
      token: holder.token,
      params: { sessionId: swim.id },
    });
    expect(before.json.data.yourPrice).toMatchObject({
      kind: 'package',
      label: 'Uses 1 of your Swim 5-Pass',
      entitlement: { name: 'Swim 5-Pass', usesLeft: 5 },
    });

    const booked = await book(holder, swim.id);
    expect(booked.status).toBe(201);
    expect(booked.json.data.used).toEqual({ kind: 'package', name: 'Swim 5-Pass', usesLeft: 4 });
    const order = await api.call(contract.orders.getOrder, {
      token: holder.token,
      params: { orderId: booked.json.data.orderId },
    });
    expect(order.json.data).toMatchObject({ source: 'bookings', total: { amount: 0 }, payments: [] });
    expect(await usesLeftOf(holder)).toBe(4);
    const bookings = await api.call(contract.activities.listMyBookings, { token: holder.token, query: {} });
    expect(bookings.json.data.bookings).toEqual([
      expect.objectContaining({ coveredBy: 'package', coveredByName: 'Swim 5-Pass' }),
    ]);
  });

  it.each([
    {
      name: 'a membership benefit counted per week',
      grant: (userId: number) =>
        grantEntitlement(db(), userId, {
          kind: 'benefit',
          name: 'Two swims a week',
          category: 'swimming',
          uses: 2,
          period: 'week',
        }),
      used: { kind: 'benefit', name: 'Two swims a week', usesLeft: 1 },
    },
    {
      name: 'an unlimited pass',
      grant: (userId: number) =>
        grantPackage(db(), userId, { name: 'Unlimited swims', category: 'swimming', uses: null }),
      used: { kind: 'package', name: 'Unlimited swims', usesLeft: null },
    },
  ])('answers what it used for $name', async ({ grant, used }) => {
    const holder = addPerson(db());
    grant(holder.id);
    const booked = await book(holder, laneSwim(db(), 1).id);
    expect(booked.status).toBe(201);
    expect(booked.json.data.used).toEqual(used);
  });

  it.each([
    {
      name: 'a pass whose last use another booking took',
      who: () => passHolder(1),
      arrange: async (holder: Person) => expect((await book(holder, laneSwim(db(), 7).id)).status).toBe(201),
      status: 409,
      message: /not covered by your membership or a pass/,
    },
    {
      name: 'a pass whose last use is held in the basket for another session',
      who: () => passHolder(1),
      arrange: async (holder: Person) => {
        const held = await api.call(contract.cart.addToCart, {
          token: holder.token,
          body: { items: [placeOn(db(), laneSwim(db(), 3), 'Adult')] },
        });
        expect(held.status).toBe(200);
      },
      status: 409,
      message: /not covered by your membership or a pass/,
    },
    {
      name: 'a full session',
      who: () => passHolder(),
      arrange: (_holder: Person, sessionId: number) => leaveSpaces(db(), sessionId, 0),
      status: 409,
      message: /full/,
    },
    {
      name: 'a pass holder with outstanding penalties',
      who: () => passHolder(5, { penalties: true }),
      arrange: () => undefined,
      status: 403,
      message: /outstanding penalties/,
    },
    {
      name: 'a session the pass holder is booked on already',
      who: () => passHolder(),
      arrange: async (holder: Person, sessionId: number) => expect((await book(holder, sessionId)).status).toBe(201),
      status: 409,
      message: /already booked/,
    },
    {
      name: 'an attendee too young for the session',
      who: () => passHolder(5, { dateOfBirth: '2021-01-01' }),
      arrange: () => undefined,
      status: 422,
      message: /./,
    },
  ])('refuses $name and takes no use', async ({ who, arrange, status, message }) => {
    const holder = who();
    const swim = laneSwim(db(), 2);
    await arrange(holder, swim.id);
    const usesBefore = await usesLeftOf(holder);
    const refused = await book(holder, swim.id);
    expect(refused.status).toBe(status);
    expect(refused.json.message).toMatch(message);
    expect(await usesLeftOf(holder)).toBe(usesBefore);
  });

  it('refuses a pass-covered session that needs a waiver: it is agreed at checkout', async () => {
    const child = addPerson(db(), { dateOfBirth: '2018-05-01' });
    grantPackage(db(), child.id, { name: 'Kids pass', category: 'kids', uses: 5 });
    const multiSport = leedsSession(db(), 'Kids Multi-Sport', 0, 10);
    const refused = await book(child, multiSport.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/needs a waiver/);
    expect(await usesLeftOf(child, 'Kids pass')).toBe(5);
  });

  it("counts a pass's last use once: of two sessions asked for at once, one is booked, the other refused", async () => {
    const holder = passHolder(1);
    const [first, second] = [laneSwim(db(), 4), laneSwim(db(), 5)];
    const answers = await Promise.all([book(holder, first.id), book(holder, second.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 201)!.json.data.used).toMatchObject({ usesLeft: 0 });
    expect(await usesLeftOf(holder)).toBe(0);
  });

  it('gives the use back when the booking is cancelled, as for a pass booking checked out', async () => {
    const holder = passHolder(5);
    const booked = await book(holder, laneSwim(db(), 6).id);
    expect(await usesLeftOf(holder)).toBe(4);
    const cancelled = await api.call(contract.activities.cancelMyBooking, {
      token: holder.token,
      params: { bookingId: booked.json.data.bookingId },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.refund.amount).toBe(0);
    expect(await usesLeftOf(holder)).toBe(5);
  });

  it("lets a household's payer book their child on the child's own pass", async () => {
    const parent = addPerson(db());
    const child = addPerson(db(), { firstName: 'Ellie', dateOfBirth: '2015-05-01' });
    grantPackage(db(), child.id, { name: 'Junior Swim 5-Pass', category: 'kids', uses: 5 });
    makeHousehold(db(), parent, { children: [child] });
    const squad = leedsSession(db(), 'Junior Swim Squad', 0, 10);

    const booked = await book(parent, squad.id, { purchasedForUserId: child.id });
    expect(booked.status).toBe(201);
    expect(booked.json.data.used).toEqual({ kind: 'package', name: 'Junior Swim 5-Pass', usesLeft: 4 });
    expect(await usesLeftOf(child, 'Junior Swim 5-Pass')).toBe(4);
    const order = await api.call(contract.orders.getOrder, {
      token: parent.token,
      params: { orderId: booked.json.data.orderId },
    });
    expect(order.json.data.items).toEqual([expect.objectContaining({ attendeeName: child.name })]);
  });
});
