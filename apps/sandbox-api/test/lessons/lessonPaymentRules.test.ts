import { describe, expect, it } from 'vitest';
import { collections, firstCollection } from '../../src/features/lessons/lessonPaymentRules.ts';
import { leavingPlan } from '../../src/features/lessons/leavingRules.ts';

// Direct Debit for lessons, pro rata to the first collection, and leaving with a month's notice
// (docs/decisions/0592-payment-for-lessons.md). £34.50 a month unless a row says otherwise.

describe('the first collection for several join dates', () => {
  it.each([
    // today, first lesson, billing day, the place's end → first collection date and pence
    ['notice pushes it a month on: 38 days pro rata', '2026-12-05', '2026-12-08', 15, null, '2027-01-15', 4229 + 3450],
    ['a first lesson after the notice', '2026-12-05', '2027-01-05', 1, null, '2027-02-01', 3005 + 3450],
    [
      'a first lesson on the day after the billing day',
      '2026-11-02',
      '2026-11-17',
      16,
      null,
      '2026-12-16',
      3335 + 3450,
    ],
    [
      'a first lesson on the billing day itself: no days pro rata',
      '2026-11-02',
      '2026-12-16',
      16,
      null,
      '2026-12-16',
      3450,
    ],
    [
      'a term course that ends before the first collection',
      '2026-12-05',
      '2026-12-12',
      28,
      '2026-12-19',
      '2026-12-28',
      890,
    ],
  ])('%s', (_, today, startsOn, billingDay, endsOn, date, amount) => {
    const schedule = { monthlyPrice: 3450, billingDay, startsOn, endsOn };
    expect(firstCollection(schedule, today)).toEqual({ date, amount });
  });

  it('then collects the monthly price on the billing day', () => {
    const schedule = { monthlyPrice: 3450, billingDay: 15, startsOn: '2026-12-08', endsOn: null };
    expect(collections(schedule, '2027-01-15')).toEqual([
      { date: '2027-01-15', amount: 7679 },
      { date: '2027-02-15', amount: 3450 },
      { date: '2027-03-15', amount: 3450 },
    ]);
  });
});

describe('leaving with a month’s notice, given on Saturday 5 December 2026 (Tuesday lessons)', () => {
  const lessonsFromToday = ['2026-12-08', '2026-12-15', '2027-01-05', '2027-01-12'];
  const lessonsBeforeToday = ['2026-11-24', '2026-12-01'];
  const base = {
    today: '2026-12-05',
    startsOn: '2026-09-08',
    lessonsFromToday,
    lessonsBeforeToday,
    termEndsOn: null,
    schedule: { monthlyPrice: 3450, billingDay: 15, startsOn: '2026-09-08' },
    firstCollectionOn: '2026-09-15',
  };
  it.each([
    [
      'a continuous place: ends 4 January, last lesson 15 December',
      base,
      '2027-01-04',
      '2026-12-15',
      { date: '2026-12-15', amount: 2337 },
    ],
    [
      'a term course ends with the term when that is sooner',
      { ...base, termEndsOn: '2026-12-19' },
      '2026-12-19',
      '2026-12-15',
      { date: '2026-12-15', amount: 556 },
    ],
    [
      'billed on the 1st: the January collection pays its four days',
      { ...base, schedule: { ...base.schedule, billingDay: 1 }, firstCollectionOn: '2026-10-01' },
      '2027-01-04',
      '2026-12-15',
      { date: '2027-01-01', amount: 445 },
    ],
    [
      'a place that has not started ends at once, nothing collected',
      {
        ...base,
        startsOn: '2026-12-08',
        schedule: { ...base.schedule, startsOn: '2026-12-08' },
        firstCollectionOn: '2027-01-15',
      },
      '2026-12-04',
      null,
      null,
    ],
  ])('%s', (_, facts, endsOn, lastLessonOn, lastCollection) => {
    const plan = leavingPlan(facts);
    expect(plan).toMatchObject({ endsOn, lastLessonOn, lastCollection });
  });
});
