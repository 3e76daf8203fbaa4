import { describe, expect, it } from 'vitest';
import { collectionAmount } from '../../src/features/memberships/changes/collections.ts';
import {
  freezeDateProblems,
  freezeEffect,
  freezeRefusal,
  freezeStartWindow,
  type FreezeFacts,
} from '../../src/features/memberships/changes/freezeRules.ts';
import {
  noticeEndDate,
  partOnOldDate,
  planCancellation,
  type CancellationFacts,
} from '../../src/features/memberships/changes/cancellationRules.ts';

// The rules of docs/decisions/0440 (freeze) and 0441 (cancel), on Tuesday 10 March 2026.
const today = '2026-03-10';

describe('the freeze window and length', () => {
  const window = freezeStartWindow('2026-04-01', today);

  it('starts at the next collection and within three months', () => {
    expect(window).toEqual({ min: '2026-04-01', max: '2026-06-10' });
  });

  it.each([
    ['the next collection, 7 days', '2026-04-01', '2026-04-07', null],
    ['the latest start, 3 months', '2026-06-10', '2026-09-09', null],
    ['before the next collection', '2026-03-31', '2026-04-30', 'startDate'],
    ['after three months', '2026-06-11', '2026-06-30', 'startDate'],
    ['shorter than 7 days', '2026-04-01', '2026-04-06', 'endDate'],
    ['ending before it starts', '2026-04-10', '2026-04-01', 'endDate'],
    ['longer than 3 months', '2026-04-01', '2026-07-01', 'endDate'],
  ])('%s: %s to %s → %s', (_, startDate, endDate, field) => {
    const problems = freezeDateProblems(startDate, endDate, window);
    expect(problems === null ? null : Object.keys(problems)[0]).toBe(field);
  });

  it('says what is allowed', () => {
    expect(freezeDateProblems('2026-03-31', '2026-04-30', window)).toEqual({
      startDate: ['The freeze can start on your next payment date, 1 April 2026, at the earliest.'],
    });
    expect(freezeDateProblems('2026-04-01', '2026-04-03', window)).toEqual({
      endDate: ['A freeze lasts at least 7 days: end it on 7 April 2026 or later.'],
    });
    expect(freezeDateProblems('2026-04-01', '2026-07-01', window)).toEqual({
      endDate: ['A freeze lasts at most 3 months: end it by 30 June 2026.'],
    });
  });
});

describe('what a freeze does to the collections (£39.99 a month on the 1st, £5 a month frozen)', () => {
  const freeze = (startDate: string, endDate: string) => freezeEffect(3999, 1, { startDate, endDate, monthlyFee: 500 });

  it.each([
    // A whole month frozen: the April collection is the freeze fee.
    ['all of April', '2026-04-01', '2026-04-30', [['2026-04-01', 500]], '2026-05-01', 3499],
    // 7 of April's 30 days: 3999 − 3499 × 7/30 = 3183.
    ['a week in April', '2026-04-08', '2026-04-14', [['2026-04-01', 3183]], '2026-05-01', 816],
    // 15 April to 14 May: 16/30 of April's month and 14/31 of May's.
    [
      'across two collections',
      '2026-04-15',
      '2026-05-14',
      [
        ['2026-04-01', 3999 - Math.round((3499 * 16) / 30)],
        ['2026-05-01', 3999 - Math.round((3499 * 14) / 31)],
      ],
      '2026-06-01',
      Math.round((3499 * 16) / 30) + Math.round((3499 * 14) / 31),
    ],
  ])('%s', (_, startDate, endDate, reduced, nextFull, saving) => {
    const effect = freeze(startDate as string, endDate as string);
    expect(effect.reducedPayments.map((payment) => [payment.date, payment.amount])).toEqual(reduced);
    expect(effect.nextFullPayment).toEqual({ date: nextFull, usualAmount: 3999, amount: 3999 });
    expect(effect.saving).toBe(saving);
  });

  it('charges a collection outside every freeze in full', () => {
    expect(
      collectionAmount(3999, '2026-06-01', 1, [{ startDate: '2026-04-01', endDate: '2026-04-30', monthlyFee: 500 }]),
    ).toBe(3999);
  });
});

describe('who can freeze', () => {
  const member: FreezeFacts = {
    paymentType: 'recurring',
    status: 'active',
    endDate: null,
    billingDay: 1,
    joinedOn: '2025-10-10',
    nextPaymentDate: '2026-04-01',
    openFreeze: null,
    today,
  };

  it.each<[string, Partial<FreezeFacts>, RegExp | null]>([
    ['a current monthly member', {}, null],
    ['a single-payment membership', { paymentType: 'fixed', billingDay: null }, /Only monthly memberships/],
    ['an ended membership', { status: 'ended', endDate: '2026-03-01' }, /has ended/],
    ['a membership not started', { status: 'pending' }, /not started yet/],
    ['notice given', { endDate: '2026-04-30' }, /Notice has been given: this membership ends on 30 April 2026/],
    [
      'already frozen',
      { openFreeze: { startDate: '2026-04-01', endDate: '2026-04-30', monthlyFee: 500 } },
      /already frozen from 1 April 2026 to 30 April 2026/,
    ],
    ['in its cooling-off period', { joinedOn: '2026-03-01' }, /cooling-off period is over, after 15 March 2026/],
    ['the day after cooling-off ends', { joinedOn: '2026-02-23' }, null],
  ])('%s', (_, change, refusal) => {
    const answer = freezeRefusal({ ...member, ...change });
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });
});

describe('notice to cancel a Direct Debit membership', () => {
  it.each([
    // One month on is 10 April; the first billing date from then, less a day.
    [1, '2026-04-30'],
    [10, '2026-04-09'],
    [11, '2026-04-10'],
    [28, '2026-04-27'],
  ])('billed on day %i, given on 10 March → ends %s', (billingDay, endDate) => {
    expect(noticeEndDate(today, billingDay)).toBe(endDate);
  });

  const member: CancellationFacts = {
    paymentType: 'recurring',
    status: 'active',
    startDate: '2025-10-10',
    endDate: null,
    billingDay: 1,
    price: 3999,
    paidToJoin: null,
    joinedOn: '2025-10-10',
    nextPaymentDate: '2026-04-01',
    noticeEndDate: null,
    freezes: [],
    today,
  };

  it('ends the day before a billing date, with the last payment before it', () => {
    expect(planCancellation(member)).toEqual({
      coolingOff: false,
      endDate: '2026-04-30',
      lastPaymentDate: '2026-04-01',
      lastPaymentAmount: 3999,
      refund: null,
      remainingPayments: [{ date: '2026-04-01', usualAmount: 3999, amount: 3999 }],
    });
  });

  it('takes a freeze into the last payment', () => {
    const plan = planCancellation({
      ...member,
      freezes: [{ startDate: '2026-04-01', endDate: '2026-04-30', monthlyFee: 500 }],
    });
    expect(plan).toMatchObject({ lastPaymentDate: '2026-04-01', lastPaymentAmount: 500 });
  });

  it('refunds in full within 14 days of joining, ending today', () => {
    expect(planCancellation({ ...member, joinedOn: '2026-02-24', startDate: '2026-02-24' })).toEqual({
      coolingOff: true,
      endDate: today,
      lastPaymentDate: null,
      lastPaymentAmount: null,
      refund: 3999,
      remainingPayments: [],
    });
  });

  it.each<[string, number | null, number]>([
    ['what was paid to join, when the payments history records it', 5499, 5499],
    ['the price, when nothing recorded what was paid to join', null, 3999],
  ])('refunds %s in the cooling-off period', (_, paidToJoin, refund) => {
    const joinedRecently = { ...member, joinedOn: '2026-02-24', startDate: '2026-02-24', paidToJoin };
    expect(planCancellation(joinedRecently)).toMatchObject({ coolingOff: true, refund });
  });

  it.each<[string, Partial<CancellationFacts>, RegExp]>([
    [
      'notice already given',
      { noticeEndDate: '2026-04-30', endDate: '2026-04-30' },
      /already been given: this membership ends on 30 April 2026/,
    ],
    ['an ended membership', { status: 'ended', endDate: '2026-03-01' }, /already ended/],
    [
      'a single payment past cooling-off',
      { paymentType: 'fixed', billingDay: null, endDate: '2026-09-30' },
      /does not renew: it simply ends on 30 September 2026/,
    ],
  ])('refuses %s', (_, change, refusal) => {
    expect(planCancellation({ ...member, ...change })).toMatch(refusal);
  });
});

describe('notice while a change of billing day waits for its first collection (docs/decisions/0463)', () => {
  // From day 15: the old day's collection on 15 January 2027 was replaced by the first on the new day.
  const replaced = '2027-01-15';
  it.each([
    ['a month on is before the replaced date: the old day ends it', '2026-12-05', 20, '2027-01-20', '2027-01-14', null],
    ['likewise to an earlier day', '2026-12-05', 3, '2027-02-03', '2027-01-14', null],
    [
      'a month on falls between: the days from the old date are due on it',
      '2026-12-20',
      28,
      '2027-01-28',
      '2027-01-27',
      replaced,
    ],
    [
      'a month on is after the first new-day collection: the new day ends it',
      '2027-01-10',
      20,
      '2027-01-20',
      '2027-02-19',
      null,
    ],
  ])('%s (given %s, new day %i, first %s → ends %s)', (_case, givenOn, day, first, endDate, part) => {
    expect(noticeEndDate(givenOn, day, { replaced, first })).toBe(endDate);
    expect(partOnOldDate({ replaced, first }, endDate)).toBe(part);
  });
});
