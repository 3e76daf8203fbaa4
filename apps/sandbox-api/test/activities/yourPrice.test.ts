import { describe, expect, it } from 'vitest';
import { contract, type SessionSummary, type YourPriceKind } from '@leisure/api-contract';
import type { Database } from '../../src/db/database.ts';
import { useBookingSandbox } from '../cart/support/bookingSandbox.ts';
import { addPerson, leaveSpaces, pickSession } from '../cart/support/bookingFixtures.ts';
import { grantEntitlement, grantPackage } from '../cart/support/entitlements.ts';
import { makeLeedsMember } from './support/members.ts';
import { makeHousehold } from '../households/support/householdFixtures.ts';

// Tuesday 10 March 2026, 09:00: every session picked below is on Wednesday or Thursday, inside the booking window.
const { api, db } = useBookingSandbox();

interface PriceCase {
  who: string;
  activity: string;
  person: (db: Database, id: number) => void;
  dateOfBirth?: string;
  expected: { kind: YourPriceKind; label: string; amount: number; option: string; entitlement: string | null };
}

const nobody = () => undefined;

const cases: PriceCase[] = [
  {
    who: 'a non-member adult',
    activity: 'Lane Swimming',
    person: nobody,
    expected: { kind: 'casual', label: '£5.20', amount: 520, option: 'Adult', entitlement: null },
  },
  {
    who: 'a non-member aged 10 (the Junior price)',
    activity: 'Lane Swimming',
    person: nobody,
    dateOfBirth: '2015-05-01',
    expected: { kind: 'casual', label: '£2.90', amount: 290, option: 'Junior', entitlement: null },
  },
  {
    who: 'a member (the swim is included)',
    activity: 'Lane Swimming',
    person: makeLeedsMember,
    expected: {
      kind: 'included',
      label: 'Included in your membership',
      amount: 0,
      option: 'Member',
      entitlement: null,
    },
  },
  {
    who: 'a member without a benefit for racquet sports (the member rate)',
    activity: 'Badminton Pay & Play',
    person: makeLeedsMember,
    expected: { kind: 'member', label: 'Member price £3.00', amount: 300, option: 'Member', entitlement: null },
  },
  {
    who: 'a customer with a fitness benefit',
    activity: 'Spin',
    person: (db, id) =>
      void grantEntitlement(db, id, {
        kind: 'benefit',
        name: 'Two classes a week',
        category: 'fitness-classes',
        uses: 2,
        period: 'week',
      }),
    expected: {
      kind: 'included',
      label: 'Included in your membership',
      amount: 0,
      option: 'Adult',
      entitlement: 'Two classes a week',
    },
  },
  {
    who: 'a customer with a class pass',
    activity: 'Spin',
    person: (db, id) =>
      void grantPackage(db, id, { name: '10-visit class pass', category: 'fitness-classes', uses: 10 }),
    expected: {
      kind: 'package',
      label: 'Uses 1 of your 10-visit class pass',
      amount: 0,
      option: 'Adult',
      entitlement: '10-visit class pass',
    },
  },
  {
    who: 'a customer whose pass has expired',
    activity: 'Spin',
    person: (db, id) => {
      const pass = grantPackage(db, id, { name: 'Expired pass', category: 'fitness-classes', uses: 10 });
      db.prepare("UPDATE activity_entitlements SET valid_until = '2026-03-01' WHERE id = ?").run(pass);
    },
    expected: { kind: 'casual', label: '£7.50', amount: 750, option: 'Adult', entitlement: null },
  },
];

describe('the price this person pays (yourPrice)', () => {
  it('is null for visitors', async () => {
    const swim = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-03-11T00:00:00Z');
    const { json } = await api.call(contract.activities.getTimetable, {
      query: { venue: 'leeds-city', date: swim.localDate },
    });
    expect(json.data.sessions.every((s: SessionSummary) => s.yourPrice === null)).toBe(true);
  });

  it.each(cases)('for $who on $activity: $expected.label, the same as the basket charges', async (priceCase) => {
    const person = addPerson(db(), { dateOfBirth: priceCase.dateOfBirth ?? '1990-06-15' });
    priceCase.person(db(), person.id);
    const session = pickSession(db(), 'leeds-city', priceCase.activity, '2026-03-11T00:00:00Z');
    leaveSpaces(db(), session.id, 5);
    const { json } = await api.call(contract.activities.getTimetable, {
      token: person.token,
      query: { venue: 'leeds-city', date: session.localDate },
    });
    const summary = (json.data.sessions as SessionSummary[]).find((s) => s.id === session.id)!;
    const { expected } = priceCase;
    expect(summary.yourPrice).toMatchObject({
      kind: expected.kind,
      label: expected.label,
      amount: { amount: expected.amount },
      pricingOptionName: expected.option,
      entitlement: expected.entitlement === null ? null : { name: expected.entitlement },
    });
    const detail = await api.call(contract.activities.getSession, {
      token: person.token,
      params: { sessionId: session.id },
    });
    expect(detail.json.data.yourPrice).toEqual(summary.yourPrice);

    const added = await api.call(contract.cart.addToCart, {
      token: person.token,
      body: { items: [{ type: 'session', id: session.id, pricingOptionId: summary.yourPrice!.pricingOptionId }] },
    });
    expect(added.status).toBe(200);
    const line = added.json.data.items.find((item: { session: { id: number } }) => item.session.id === session.id);
    expect(line.price.amount).toBe(expected.amount);
    const after = await api.call(contract.activities.getTimetable, {
      token: person.token,
      query: { venue: 'leeds-city', date: session.localDate },
    });
    expect(after.json.data.sessions.find((s: SessionSummary) => s.id === session.id).inBasket).toBe(true);
    expect(summary.inBasket).toBe(false);
  });

  it('works out the price for a linked account on the session page', async () => {
    const parent = addPerson(db(), { email: 'the.okafors@example.com', dateOfBirth: '1980-01-01' });
    const child = addPerson(db(), { email: 'the.okafors@example.com', firstName: 'Ada', dateOfBirth: '2014-02-02' });
    makeHousehold(db(), parent, { children: [child] });
    const swim = pickSession(db(), 'leeds-city', 'Lane Swimming', '2026-03-11T00:00:00Z', 2);
    const detail = await api.call(contract.activities.getSession, {
      token: parent.token,
      params: { sessionId: swim.id },
      query: { attendeeId: child.id },
    });
    expect(detail.json.data.attendee.name).toBe(child.name);
    expect(detail.json.data.yourPrice).toMatchObject({ kind: 'casual', label: '£2.90', pricingOptionName: 'Junior' });
  });
});
