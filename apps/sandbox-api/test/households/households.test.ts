import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { placeOrderFromCart } from '../../src/features/orders/index.ts';
import { addPerson, laneSwim, placeOn } from '../cart/support/bookingFixtures.ts';
import { addToBasket } from '../cart/support/basketCalls.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { makeHousehold } from './support/householdFixtures.ts';
import { emailOf as emailOfAccount, invite as inviteBy } from './support/invitationCalls.ts';

// docs/decisions/0313-households.md: a payer adds children, invites adults by a code sent to their email, and
// either side can end the link.
const { api, db, clock } = useBookingSandbox();
const h = contract.households;

type Person = ReturnType<typeof addPerson>;

const household = (person: Person) => api.call(h.getMyHousehold, { token: person.token });
const addChild = (payer: Person, body: Record<string, unknown>) =>
  api.call(h.addHouseholdChild, { token: payer.token, body: { firstName: 'Ada', lastName: 'Okafor', ...body } });
const emailOf = (person: { id: number }) => emailOfAccount(db(), person);
const invite = (payer: Person, invitee: { id: number }) => inviteBy(api, db(), payer, invitee);

describe('children', () => {
  it('are added by the payer, have no log-in, and do not make the email look shared', async () => {
    const payer = addPerson(db(), { firstName: 'Ngozi' });
    const added = await addChild(payer, { dateOfBirth: '2015-04-30' });
    expect(added.status).toBe(201);
    expect(added.json.data.role).toBe('payer');
    expect(added.json.data.members).toMatchObject([
      { id: payer.id, role: 'payer', canLogIn: true, isSelf: true },
      {
        firstName: 'Ada',
        lastName: 'Okafor',
        dateOfBirth: '2015-04-30',
        role: 'child',
        canLogIn: false,
        isSelf: false,
      },
    ]);
    const child = added.json.data.members[1];
    const reference = (db().prepare('SELECT reference FROM users WHERE id = ?').get(child.id) as { reference: string })
      .reference;
    const asChild = await api.call(contract.auth.login, { body: { username: reference, password: 'anything' } });
    expect(asChild.status).toBe(422);
    // The child has the payer's email, but only accounts that can log in count: no "Multiple…" for the payer.
    const reset = await api.call(contract.auth.forgottenPassword, { body: { emailOrReference: emailOf(payer) } });
    expect(reset.status).toBe(200);
  });

  it('refuses an adult, a future date and a missing name, next to the field', async () => {
    const payer = addPerson(db());
    const table: [Record<string, unknown>, string, string][] = [
      [{ dateOfBirth: '2000-01-01' }, 'dateOfBirth', 'A child must be under 18. Invite an adult by email instead.'],
      [{ dateOfBirth: '2027-01-01' }, 'dateOfBirth', 'The date of birth cannot be in the future.'],
      [{ firstName: ' ', dateOfBirth: '2015-01-01' }, 'firstName', "Enter the child's first name."],
    ];
    for (const [body, field, message] of table) {
      const refused = await addChild(payer, body);
      expect(refused.status).toBe(422);
      expect(refused.json.errors[field]).toEqual([message]);
    }
    expect((await household(payer)).json.data).toEqual({ role: null, members: [], invitations: [] });
  });
});

describe('inviting an adult', () => {
  it('takes the code from the email: knowing or sharing the address is not enough', async () => {
    const payer = addPerson(db());
    const adult = addPerson(db(), { firstName: 'Bola' });
    const sharer = addPerson(db(), { email: emailOf(adult) });
    const code = await invite(payer, adult);

    const guessed = await api.call(h.acceptHouseholdInvitation, {
      token: sharer.token,
      body: { code: 'AAAA-BBBB-CCCC' },
    });
    expect(guessed.status).toBe(422);
    expect(guessed.json.errors.code).toEqual([
      'This invitation code is not valid, has expired or has already been used. Ask for a new invitation.',
    ]);
    expect((await household(sharer)).json.data.role).toBeNull();

    const accepted = await api.call(h.acceptHouseholdInvitation, {
      token: adult.token,
      body: { code: code.toLowerCase() },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.role).toBe('adult');
    expect(accepted.json.data.members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [payer.id, 'payer'],
      [adult.id, 'adult'],
    ]);
    const again = await api.call(h.acceptHouseholdInvitation, { token: sharer.token, body: { code } });
    expect(again.status).toBe(422);
  });

  it('shows the payer what is pending, and can be withdrawn or declined', async () => {
    const payer = addPerson(db());
    const first = addPerson(db());
    const second = addPerson(db());
    const firstCode = await invite(payer, first);
    const secondCode = await invite(payer, second);
    const pending = (await household(payer)).json.data.invitations;
    expect(pending.map((i: { email: string }) => i.email)).toEqual([emailOf(first), emailOf(second)]);

    const cancelled = await api.call(h.cancelHouseholdInvitation, {
      token: payer.token,
      params: { id: pending[0].id },
    });
    expect(cancelled.json.data.invitations).toHaveLength(1);
    const late = await api.call(h.acceptHouseholdInvitation, { token: first.token, body: { code: firstCode } });
    expect(late.status).toBe(422);

    const declined = await api.call(h.declineHouseholdInvitation, { token: second.token, body: { code: secondCode } });
    expect(declined.status).toBe(200);
    expect((await household(payer)).json.data.invitations).toEqual([]);
    expect((await household(second)).json.data.role).toBeNull();
  });

  it('locks an account out after 5 wrong codes (429)', async () => {
    const guesser = addPerson(db());
    for (let i = 0; i < 5; i += 1)
      await api.call(h.acceptHouseholdInvitation, { token: guesser.token, body: { code: `WRONG-${i}` } });
    const locked = await api.call(h.acceptHouseholdInvitation, { token: guesser.token, body: { code: 'WRONG-6' } });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.json.errors.code[0]).toMatch(/^Too many wrong invitation codes/);
  });
});

describe('who may do what in a household', () => {
  function family() {
    const payer = addPerson(db(), { firstName: 'Payer', creditBalance: 1000 });
    const adult = addPerson(db(), { firstName: 'Adult' });
    const child = addPerson(db(), { firstName: 'Child', dateOfBirth: '2012-02-02' });
    const stranger = addPerson(db(), { firstName: 'Stranger', email: emailOf(payer) });
    makeHousehold(db(), payer, { adults: [adult], children: [child] });
    return { payer, adult, child, stranger };
  }

  it('lets members book for each other as the grants say, and nobody outside', async () => {
    const people = family();
    type Who = keyof typeof people;
    const table: [actor: Who, target: Who, status: number][] = [
      ['payer', 'adult', 200],
      ['payer', 'child', 200],
      ['adult', 'payer', 200],
      ['adult', 'child', 200],
      ['child', 'payer', 403],
      ['child', 'adult', 403],
      ['stranger', 'payer', 403],
      ['payer', 'stranger', 403],
    ];
    for (const [actor, target, status] of table) {
      const answer = await api.call(contract.cart.getCart, {
        token: people[actor].token,
        query: { selectedUserId: people[target].id },
      });
      expect(answer.status, `${actor} selecting ${target}`).toBe(status);
    }
    const seen = await api.call(contract.activities.listAttendees, { token: people.adult.token });
    expect(seen.json.data.map((person: { id: number }) => person.id)).toEqual([
      people.adult.id,
      people.payer.id,
      people.child.id,
    ]);
    const childSees = await api.call(contract.activities.listAttendees, { token: people.child.token });
    expect(childSees.json.data.map((person: { id: number }) => person.id)).toEqual([people.child.id]);
  });

  it("lets members pay with the payer's credit, and nobody else", async () => {
    const { payer, adult, stranger } = family();
    const ownBasket = await addToBasket(api, adult.token, [placeOn(db(), laneSwim(db(), 3), 'Adult')]);
    expect(ownBasket.status).toBe(200);
    expect(ownBasket.json.data.credits.general.totalAvailable).toBe(1000);
    const price = ownBasket.json.data.totals.total as number;
    await api.call(contract.cart.setCartPayment, { token: adult.token, body: { tenderType: 'credit', amount: price } });
    placeOrderFromCart(db(), clock, { cartId: ownBasket.json.data.id, placedByUserId: adult.id });
    const balance = db().prepare('SELECT credit_balance AS n FROM users WHERE id = ?').get(payer.id) as { n: number };
    expect(balance.n).toBe(1000 - price);

    await addToBasket(api, stranger.token, [placeOn(db(), laneSwim(db(), 4), 'Adult')]);
    const strangers = await api.call(contract.cart.getCart, { token: stranger.token });
    expect(strangers.json.data.credits.general.totalAvailable).toBe(0);
  });

  it('shows the payer the places a child booked for themself', async () => {
    const { payer, child, stranger } = family();
    const basket = await addToBasket(api, child.token, [placeOn(db(), laneSwim(db(), 5), 'Junior')]);
    expect(basket.status, JSON.stringify(basket.json)).toBe(200);
    placeOrderFromCart(db(), clock, {
      cartId: basket.json.data.id,
      placedByUserId: child.id,
      cardPayment: { amount: basket.json.data.totals.total, reference: 'CHILD-1' },
    });
    const listed = (person: Person) =>
      api.call(contract.activities.listMyBookings, { token: person.token, query: { status: 'upcoming' } });
    expect((await listed(payer)).json.data.bookings).toHaveLength(1);
    expect((await listed(stranger)).json.data.bookings).toHaveLength(0);
  });

  it('lets only the payer manage it (403 for adults and children)', async () => {
    const { adult, child, payer } = family();
    for (const member of [adult, child]) {
      const added = await addChild(member, { dateOfBirth: '2016-01-01' });
      expect(added.status).toBe(403);
      expect(added.json.errors.firstName[0]).toMatch(/^Only the person who pays/);
      const removed = await api.call(h.removeHouseholdMember, { token: member.token, params: { id: payer.id } });
      expect(removed.status).toBe(403);
    }
  });
});

describe('ending a link', () => {
  it('an adult leaves; the payer may only leave once alone; a child cannot', async () => {
    const payer = addPerson(db());
    const adult = addPerson(db());
    const child = addPerson(db(), { dateOfBirth: '2014-01-01' });
    makeHousehold(db(), payer, { adults: [adult], children: [child] });
    const childLeaves = await api.call(h.leaveHousehold, { token: child.token });
    expect(childLeaves.status).toBe(409);
    expect((await api.call(h.leaveHousehold, { token: payer.token })).status).toBe(409);

    const left = await api.call(h.leaveHousehold, { token: adult.token });
    expect(left.json.data).toEqual({ role: null, members: [], invitations: [] });
    const selecting = await api.call(contract.cart.getCart, {
      token: adult.token,
      query: { selectedUserId: child.id },
    });
    expect(selecting.status).toBe(403);
  });

  it('removes a child: deleted without history, kept (out of the household) with bookings', async () => {
    const payer = addPerson(db());
    const added = await addChild(payer, { firstName: 'Tolu', dateOfBirth: '2018-05-05' });
    await addChild(payer, { firstName: 'Kemi', dateOfBirth: '2017-05-05' });
    const [kemi, tolu] = (await household(payer)).json.data.members.slice(1);
    expect(added.status).toBe(201);

    const basket = await addToBasket(api, payer.token, [placeOn(db(), laneSwim(db(), 6), 'Junior', kemi.id)]);
    expect(basket.status, JSON.stringify(basket.json)).toBe(200);
    placeOrderFromCart(db(), clock, {
      cartId: basket.json.data.id,
      placedByUserId: payer.id,
      cardPayment: { amount: basket.json.data.totals.total, reference: 'KEMI-1' },
    });

    expect((await api.call(h.removeHouseholdMember, { token: payer.token, params: { id: tolu.id } })).status).toBe(200);
    expect(db().prepare('SELECT 1 FROM users WHERE id = ?').get(tolu.id)).toBeUndefined();
    const after = await api.call(h.removeHouseholdMember, { token: payer.token, params: { id: kemi.id } });
    expect(after.json.data.members.map((m: { id: number }) => m.id)).toEqual([payer.id]);
    expect(db().prepare('SELECT first_name FROM users WHERE id = ?').get(kemi.id)).toEqual({ first_name: 'Kemi' });
    const gone = await api.call(h.removeHouseholdMember, { token: payer.token, params: { id: kemi.id } });
    expect(gone.status).toBe(404);
    expect(gone.json.errors.id).toEqual(['That person is not in your household.']);
  });
});

describe('front of house', () => {
  it("sees the selected customer's household; customers are refused", async () => {
    const staff = addPerson(db(), { role: 'staff' });
    const payer = addPerson(db());
    const child = addPerson(db(), { dateOfBirth: '2015-01-01' });
    makeHousehold(db(), payer, { children: [child] });
    const seen = await api.call(h.getStaffCustomerHousehold, { token: staff.token, params: { id: child.id } });
    expect(seen.status).toBe(200);
    expect(seen.json.data).toMatchObject({ customerId: child.id, role: 'child' });
    expect(seen.json.data.members.map((m: { id: number; isSelf: boolean }) => [m.id, m.isSelf])).toEqual([
      [payer.id, false],
      [child.id, true],
    ]);
    expect((await api.call(h.getStaffCustomerHousehold, { token: payer.token, params: { id: child.id } })).status).toBe(
      403,
    );
    expect(
      (await api.call(h.getStaffCustomerHousehold, { token: staff.token, params: { id: 9_999_999 } })).status,
    ).toBe(404);
  });
});
