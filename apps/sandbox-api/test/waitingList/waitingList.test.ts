import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useBookingSandbox, BOOKING_TEST_START } from '../cart/support/bookingSandbox.ts';
import { grantPackage } from '../cart/support/entitlements.ts';
import { inProcessCaller, type ApiCaller } from '../support/apiCaller.ts';
import { placeOrderFromCart } from '../../src/features/orders/index.ts';
import { waitingListSummaries } from '../../src/kernel/waitingListSummaries.ts';
import {
  addPerson,
  cancel,
  emailsTo,
  fullSession,
  join,
  myList,
  placesTaken,
  sessionList,
} from './support/waitingListFixtures.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

const { api, db, clock, running } = useBookingSandbox();
afterEach(() => clock.set(BOOKING_TEST_START));

const basketOf = async (person: { token: string }) =>
  (await api.call(contract.cart.getCart, { token: person.token })).json.data;

describe('joining the waiting list', () => {
  it('puts people in line and says their position', async () => {
    const session = await fullSession(api, db(), clock);
    const [first, second] = [addPerson(db()), addPerson(db())];
    const joined = await join(api, first, session.id);
    expect(joined.status).toBe(201);
    expect(joined.json.data).toMatchObject({
      session: { id: session.id, name: session.name },
      attendee: { id: first.id },
      mode: 'offer',
      status: 'waiting',
      position: 1,
      statusText: '1st in line: we will hold a place that comes free in your basket for 30 minutes',
      pricingOption: { name: 'Adult', price: { amount: 750 } },
      offerHeldUntil: null,
      bookingId: null,
    });
    clock.advanceMinutes(1);
    expect((await join(api, second, session.id)).json.data.position).toBe(2);

    const seen = (await sessionList(api, session.id, second)).json.data;
    expect(seen).toMatchObject({ sessionId: session.id, peopleWaiting: 2, canJoin: true, autoBookAvailable: false });
    expect(seen.entries.map((entry: { position: number }) => entry.position)).toEqual([2]);
    // The short form a timetable's session carries as `waitingList`.
    expect(waitingListSummaries(db(), second.id, [session.id]).get(session.id)).toEqual({
      peopleWaiting: 2,
      yourPosition: 2,
      yourStatus: 'waiting',
    });
    expect(waitingListSummaries(db(), undefined, [session.id]).get(session.id)).toEqual({
      peopleWaiting: 2,
      yourPosition: null,
      yourStatus: null,
    });
    const visitor = (await sessionList(api, session.id)).json.data;
    expect(visitor).toMatchObject({ peopleWaiting: 2, canJoin: true, entries: [] });
    expect((await myList(api, first)).map((entry) => [entry.session.id, entry.status, entry.position])).toEqual([
      [session.id, 'waiting', 1],
    ]);
  });

  // Each row: the request (and what is prepared first), and the refusal the customer sees.
  const refusals = [
    {
      name: 'a session with places free',
      body: { mode: 'offer' },
      status: 409,
      message: 'This session has places free: add it to your basket instead.',
      freePlace: true,
    },
    {
      name: '"book me automatically" without a membership or package covering it',
      body: { mode: 'auto' },
      status: 422,
      field: 'mode',
    },
    {
      name: 'a cut-off in the past',
      body: { mode: 'offer', cutOff: '2026-03-10T08:00:00Z' },
      status: 422,
      field: 'cutOff',
    },
    {
      name: 'a cut-off after the start',
      body: { mode: 'offer', cutOff: '2026-12-31T08:00:00Z' },
      status: 422,
      field: 'cutOff',
    },
    { name: 'an unknown mode', body: { mode: 'maybe' }, status: 422, field: 'mode' },
    {
      name: 'a price of another activity',
      body: { mode: 'offer', pricingOptionId: 1 },
      status: 422,
      field: 'pricingOptionId',
    },
  ];

  it.each(refusals)('refuses $name ($status)', async ({ body, status, message, field, freePlace }) => {
    const session = await fullSession(api, db(), clock);
    if (freePlace) await cancel(api, session.booked[0]!);
    const result = await join(api, addPerson(db()), session.id, body);
    expect(result.status, JSON.stringify(result.json)).toBe(status);
    if (message) expect(result.json.message).toBe(message);
    if (field) expect(Object.keys(result.json.errors)).toEqual([field]);
  });

  it('lets a household be on at most 20 lists at once', async () => {
    const email = `busy.${Date.now()}@example.com`;
    const [parent, child] = [addPerson(db(), { email }), addPerson(db(), { email, firstName: 'Kit' })];
    makeHousehold(db(), parent, { adults: [child] });
    const sessions = [];
    for (let i = 0; i < 21; i++) sessions.push(await fullSession(api, db(), clock, 0));
    for (const [index, session] of sessions.slice(0, 20).entries()) {
      const body = { mode: 'offer', purchasedForUserId: index % 2 ? child.id : parent.id };
      expect((await join(api, parent, session.id, body)).status).toBe(201);
    }
    const refused = await join(api, child, sessions[20]!.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'You and your household are on 20 waiting lists already, the most at once. Leave one to join another.',
    );
    await api.call(contract.waitingList.leaveWaitingList, {
      token: parent.token,
      params: { sessionId: sessions[0]!.id },
    });
    expect((await join(api, child, sessions[20]!.id)).status).toBe(201);
  });

  it('refuses someone already on the list, booked on the session, or a visitor', async () => {
    const session = await fullSession(api, db(), clock);
    const waiting = addPerson(db());
    await join(api, waiting, session.id);
    const again = await join(api, waiting, session.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You are already on the waiting list for this session.');
    const booked = await join(api, session.booked[0]!, session.id);
    expect(booked.status).toBe(409);
    expect(booked.json.message).toBe('You are already booked on this session.');
    expect(
      (
        await api.call(contract.waitingList.joinWaitingList, {
          params: { sessionId: session.id },
          body: { mode: 'offer' },
        })
      ).status,
    ).toBe(401);
    expect((await join(api, waiting, 99_999_999)).status).toBe(404);
  });
});

describe('a place comes free', () => {
  it('offers it to the first in line, held in their basket for 30 minutes, then to the next when it lapses', async () => {
    const session = await fullSession(api, db(), clock);
    const [first, second] = [addPerson(db()), addPerson(db())];
    await join(api, first, session.id);
    clock.advanceMinutes(1);
    await join(api, second, session.id);
    clock.advanceMinutes(1); // 09:02

    expect((await cancel(api, session.booked[0]!)).status).toBe(200);
    const basket = await basketOf(first);
    expect(basket.items).toHaveLength(1);
    expect(basket.items[0]).toMatchObject({ session: { id: session.id }, heldUntil: '2026-03-10T09:32:00+00:00' });
    const [offer] = await myList(api, first);
    expect(offer).toMatchObject({ status: 'offered', position: null, offerHeldUntil: '2026-03-10T09:32:00+00:00' });
    expect(offer!.statusText).toBe('A place is held in your basket until 09:32. Check out to book it.');
    const emails = emailsTo(db(), first.id, 'waiting-list-offer');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject.startsWith(`A place is free on ${session.name} (`)).toBe(true);
    expect(emails[0]!.body_text).toContain('held in your basket for');
    expect(emails[0]!.link).toBe('/basket');
    expect((await myList(api, second))[0]).toMatchObject({ status: 'waiting', position: 1 });
    // Nobody else can take it meanwhile.
    const other = await api.call(contract.cart.addToCart, {
      token: addPerson(db()).token,
      body: { items: [{ type: 'session', id: session.id, pricingOptionId: session.adult }] },
    });
    expect(other.status).toBe(409);

    clock.advanceMinutes(31); // the offer lapsed at 09:32
    const list = (await sessionList(api, session.id, second)).json.data;
    expect(list.entries[0]).toMatchObject({ status: 'offered' });
    expect((await myList(api, first))[0]).toMatchObject({
      status: 'expired',
      statusText: 'The place offered was not booked within 30 minutes, so it went to the next in line.',
    });
    expect((await basketOf(first)).items).toEqual([]);
    expect((await basketOf(second)).items).toHaveLength(1);
  });

  it('counts the offered place as placed once it is checked out', async () => {
    const session = await fullSession(api, db(), clock);
    const waiting = addPerson(db());
    await join(api, waiting, session.id);
    await cancel(api, session.booked[0]!);
    const basket = await basketOf(waiting);
    placeOrderFromCart(db(), clock, {
      cartId: basket.id,
      placedByUserId: waiting.id,
      cardPayment: { amount: basket.totals.balance, reference: 'TEST-CARD' },
      completedWaivers: basket.attendeeWaiversRequired.map(
        (needed: { attendee: { id: number }; waiver: { id: number } }) => ({
          userId: needed.attendee.id,
          waiverId: needed.waiver.id,
        }),
      ),
    });
    expect(waitingListSummaries(db(), waiting.id, [session.id]).get(session.id)).toMatchObject({
      yourStatus: 'placed',
      yourPosition: null,
    });
    const [entry] = await myList(api, waiting);
    expect(entry).toMatchObject({ status: 'placed', statusText: 'Booked.' });
    expect(entry!.bookingId).toEqual(expect.any(Number));
  });

  it('books it automatically with a package, charging nothing', async () => {
    const session = await fullSession(api, db(), clock);
    const member = addPerson(db());
    grantPackage(db(), member.id, { name: '10 Classes', category: 'fitness-classes', uses: 10 });
    expect((await sessionList(api, session.id, member)).json.data.autoBookAvailable).toBe(true);
    const joined = await join(api, member, session.id, { mode: 'auto' });
    expect(joined.status, JSON.stringify(joined.json)).toBe(201);
    expect(joined.json.data.statusText).toMatch(/^1st in line: we will book a place that comes free until /);

    await cancel(api, session.booked[0]!);
    const [entry] = await myList(api, member);
    expect(entry).toMatchObject({ status: 'placed', statusText: 'Booked automatically.' });
    const bookings = (
      await api.call(contract.activities.listMyBookings, { token: member.token, query: { status: 'upcoming' } })
    ).json.data.bookings;
    expect(bookings.map((booking: { id: number }) => booking.id)).toEqual([entry!.bookingId]);
    expect((await basketOf(member)).items).toEqual([]);
    const [email] = emailsTo(db(), member.id, 'waiting-list-booked');
    expect(email!.subject.startsWith(`You are booked on ${session.name}`)).toBe(true);
    expect(email!.body_text).toContain('with 10 Classes');
    expect(email!.body_text).toContain('Nothing was charged.');
  });

  it('offers the place instead when the package was used up meanwhile', async () => {
    const session = await fullSession(api, db(), clock);
    const member = addPerson(db());
    const packageId = grantPackage(db(), member.id, { name: '1 Class', category: 'fitness-classes', uses: 1 });
    expect((await join(api, member, session.id, { mode: 'auto' })).status).toBe(201);
    db().prepare('UPDATE activity_entitlements SET valid_until = ? WHERE id = ?').run('2026-03-10', packageId);
    await cancel(api, session.booked[0]!);
    expect((await myList(api, member))[0]).toMatchObject({ status: 'offered' });
    expect(emailsTo(db(), member.id, 'waiting-list-offer')[0]!.body_text).toContain(
      'Your membership or package no longer covers it',
    );
  });

  it('skips entries past their cut-off', async () => {
    const session = await fullSession(api, db(), clock);
    const [early, patient] = [addPerson(db()), addPerson(db())];
    await join(api, early, session.id, { mode: 'offer', cutOff: '2026-03-10T10:00:00Z' });
    await join(api, patient, session.id);
    clock.set('2026-03-10T11:00:00Z');
    await cancel(api, session.booked[0]!);
    expect((await myList(api, early))[0]).toMatchObject({
      status: 'expired',
      statusText: 'The cut-off passed before a place came up.',
    });
    expect((await myList(api, patient))[0]).toMatchObject({ status: 'offered' });
  });

  it('gives a place released from a basket, or whose hold ran out, to the line before anyone adding it', async () => {
    const session = await fullSession(api, db(), clock, 0);
    db().prepare('UPDATE activity_sessions SET offline_bookings = offline_bookings - 2 WHERE id = ?').run(session.id);
    const [holderA, holderB, waiting, waiting2, latecomer] = Array.from({ length: 5 }, () => addPerson(db()));
    const item = { type: 'session', id: session.id, pricingOptionId: session.adult };
    for (const holder of [holderA!, holderB!]) {
      expect((await api.call(contract.cart.addToCart, { token: holder.token, body: { items: [item] } })).status).toBe(
        200,
      );
    }
    await join(api, waiting!, session.id);
    await join(api, waiting2!, session.id);

    const lineId = (await basketOf(holderA!)).items[0].id;
    await api.call(contract.cart.removeFromCart, { token: holderA!.token, body: { cartItemIds: [lineId] } });
    expect((await myList(api, waiting!))[0]).toMatchObject({ status: 'offered' });

    clock.advanceMinutes(16); // holderB's hold ran out; nobody has looked since
    const late = await api.call(contract.cart.addToCart, { token: latecomer!.token, body: { items: [item] } });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('This session is full.');
    expect((await myList(api, waiting2!))[0]).toMatchObject({ status: 'offered' });
  });
});

describe('a hold that ran out', () => {
  it('reaches the line the next time anyone reads a basket', async () => {
    const session = await fullSession(api, db(), clock, 0);
    db().prepare('UPDATE activity_sessions SET offline_bookings = offline_bookings - 1 WHERE id = ?').run(session.id);
    const [holder, waiting] = [addPerson(db()), addPerson(db())];
    const item = { type: 'session', id: session.id, pricingOptionId: session.adult };
    expect((await api.call(contract.cart.addToCart, { token: holder.token, body: { items: [item] } })).status).toBe(
      200,
    );
    await join(api, waiting, session.id);
    clock.advanceMinutes(16);
    expect(db().prepare('SELECT status FROM waiting_list_entries WHERE attendee_user_id = ?').get(waiting.id)).toEqual({
      status: 'waiting',
    });
    await basketOf(addPerson(db())); // someone unrelated looks at their basket
    expect(db().prepare('SELECT status FROM waiting_list_entries WHERE attendee_user_id = ?').get(waiting.id)).toEqual({
      status: 'offered',
    });
    expect(emailsTo(db(), waiting.id, 'waiting-list-offer')).toHaveLength(1);
  });
});

describe('for someone else', () => {
  it("offers a child's place in the parent's basket, and staff's entries in the customer's own basket", async () => {
    const session = await fullSession(api, db(), clock, 2);
    const email = `family.${session.id}@example.com`;
    const parent = addPerson(db(), { email });
    const child = addPerson(db(), { email, firstName: 'Ava', dateOfBirth: '2001-02-03' });
    makeHousehold(db(), parent, { adults: [child] });
    const customer = addPerson(db());
    const staff = addPerson(db(), { role: 'staff' });
    const forChild = await join(api, parent, session.id, { mode: 'offer', purchasedForUserId: child.id });
    expect(forChild.json.data).toMatchObject({ attendee: { id: child.id }, position: 1 });
    const byStaff = await join(api, staff, session.id, { mode: 'offer', selectedUserId: customer.id });
    expect(byStaff.json.data).toMatchObject({ attendee: { id: customer.id }, position: 2 });
    expect((await myList(api, child))[0]).toMatchObject({ position: 1 });

    await cancel(api, session.booked[0]!);
    await cancel(api, session.booked[1]!);
    expect((await basketOf(parent)).items[0]).toMatchObject({ attendee: { id: child.id } });
    expect(emailsTo(db(), parent.id, 'waiting-list-offer')).toHaveLength(1);
    expect((await basketOf(customer)).items[0]).toMatchObject({ attendee: { id: customer.id } });
  });
});

describe('leaving the list', () => {
  it('is one call; those behind move up, and an offered place goes to the next', async () => {
    const session = await fullSession(api, db(), clock);
    const [first, second, third] = [addPerson(db()), addPerson(db()), addPerson(db())];
    for (const person of [first, second, third]) {
      await join(api, person, session.id);
      clock.advanceMinutes(1);
    }
    const left = await api.call(contract.waitingList.leaveWaitingList, {
      token: second.token,
      params: { sessionId: session.id },
    });
    expect(left.status).toBe(200);
    expect(left.json.data).toMatchObject({ peopleWaiting: 2, entries: [] });
    expect((await myList(api, third))[0]).toMatchObject({ position: 2 });

    await cancel(api, session.booked[0]!);
    expect((await myList(api, first))[0]).toMatchObject({ status: 'offered' });
    await api.call(contract.waitingList.leaveWaitingList, { token: first.token, params: { sessionId: session.id } });
    expect((await basketOf(first)).items).toEqual([]);
    expect(await myList(api, first)).toEqual([]);
    expect((await myList(api, third))[0]).toMatchObject({ status: 'offered' });

    const notOnIt = await api.call(contract.waitingList.leaveWaitingList, {
      token: second.token,
      params: { sessionId: session.id },
    });
    expect(notOnIt.status).toBe(404);
    expect(notOnIt.json.message).toBe('You are not on the waiting list for this session.');
  });
});

describe('under concurrent cancellations and joins', () => {
  // The same race through the server and straight into its fetch handler (no socket between requests).
  const callers: { through: string; caller: () => ApiCaller }[] = [
    { through: 'over HTTP', caller: () => api },
    { through: 'in process', caller: () => inProcessCaller(running().sandbox) },
  ];

  // Requests are sent in this order; the handler takes them as they come.
  const orders = ['cancellations first', 'interleaved', 'joins first'] as const;
  const races = callers.flatMap((caller) => orders.map((order) => ({ ...caller, order })));

  it.each(races)('never sells a place twice nor goes over capacity ($through, $order)', async ({ caller, order }) => {
    const session = await fullSession(api, db(), clock, 10, 12);
    const call = caller();
    const early = Array.from({ length: 4 }, () => addPerson(db()));
    for (const person of early) await join(api, person, session.id);
    const joiners = Array.from({ length: 10 }, () => addPerson(db()));
    const adders = Array.from({ length: 5 }, () => addPerson(db()));
    const item = { type: 'session', id: session.id, pricingOptionId: session.adult };

    type Request = { kind: 'cancel' | 'join' | 'add'; send: () => Promise<{ status: number }> };
    const cancels: Request[] = session.booked.map((person) => ({ kind: 'cancel', send: () => cancel(call, person) }));
    const joins: Request[] = joiners.map((person) => ({ kind: 'join', send: () => join(call, person, session.id) }));
    const adds: Request[] = adders.map((person) => ({
      kind: 'add',
      send: () => call.call(contract.cart.addToCart, { token: person.token, body: { items: [item] } }),
    }));
    const sequence =
      order === 'cancellations first'
        ? [...cancels, ...joins, ...adds]
        : order === 'joins first'
          ? [...joins, ...adds, ...cancels]
          : cancels.flatMap((cancelOne, index) => [cancelOne, joins[index]!, ...adds.slice(index, index + 1)]);
    const answers = await Promise.all(sequence.map((request) => request.send()));
    const resultsOf = (kind: Request['kind']) => answers.filter((_, index) => sequence[index]!.kind === kind);
    const results = [...resultsOf('cancel'), ...resultsOf('join'), ...resultsOf('add')];
    expect(results.every((result) => result.status < 500)).toBe(true);
    expect(results.slice(0, 10).every((result) => result.status === 200)).toBe(true);

    const nowIso = clock.now().toISOString();
    const taken = placesTaken(db(), session.id, nowIso);
    expect(taken.offline + taken.booked + taken.held).toBeLessThanOrEqual(taken.capacity);
    const people = db()
      .prepare(
        `SELECT purchased_for_user_id AS id FROM cart_items WHERE session_id = ? AND held_until > ?
         UNION ALL SELECT attendee_user_id FROM bookings WHERE session_id = ? AND status = 'booked'`,
      )
      .all(session.id, nowIso, session.id) as { id: number }[];
    expect(new Set(people.map((row) => row.id)).size).toBe(people.length);
    // The four already in line got the first four places, whatever the order the requests ran in.
    for (const person of early) expect((await myList(api, person))[0]!.status).toBe('offered');
    const offered = db()
      .prepare("SELECT COUNT(*) AS n FROM waiting_list_entries WHERE session_id = ? AND status = 'offered'")
      .get(session.id) as { n: number };
    const addedOk = results.slice(20).filter((result) => result.status === 200).length;
    expect(offered.n + addedOk).toBe(taken.held);
    // Those who joined while places were still being handed out either wait in line or were turned to the basket.
    for (const result of results.slice(10, 20)) expect([201, 409]).toContain(result.status);
  });
});
