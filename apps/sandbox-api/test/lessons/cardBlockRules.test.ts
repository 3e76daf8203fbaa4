import { describe, expect, it } from 'vitest';
import type { IsoDate } from '@leisure/dates';
import {
  blockKindFor,
  blockPlan,
  carriedBlockEnd,
  dueNoticeDue,
  topUpProblem,
} from '../../src/features/lessons/cardBlockRules.ts';

// Lessons paid by card in blocks (docs/decisions/0599-lesson-blocks-by-card.md), as tables.

/** Weekly Saturdays from 9 January 2027, half-term (13 and 20 February) skipped, as a class's calendar gives them. */
const saturdays: IsoDate[] = [
  '2027-01-09',
  '2027-01-16',
  '2027-01-23',
  '2027-01-30',
  '2027-02-06',
  '2027-02-27',
  '2027-03-06',
  '2027-03-13',
  '2027-03-20',
  '2027-03-27',
  '2027-04-17',
  '2027-04-24',
];

describe('which block a class sells by card', () => {
  it.each([
    ['term', 'rest-of-term'],
    ['continuous', 'ten-lessons'],
  ] as const)('a %s class: %s', (delivery, kind) => expect(blockKindFor(delivery)).toBe(kind));
});

describe('a block: its lessons, its end and its price (£9.50 a lesson)', () => {
  it.each([
    [
      'the rest of the spring term from its first lesson',
      'rest-of-term' as const,
      saturdays,
      '2027-03-27' as IsoDate,
      { count: 10, first: '2027-01-09', last: '2027-03-27', endsOn: '2027-03-27', price: 9500 },
    ],
    [
      'the rest of the term from a lesson late in it',
      'rest-of-term' as const,
      saturdays.slice(7),
      '2027-03-27' as IsoDate,
      { count: 3, first: '2027-03-13', last: '2027-03-27', endsOn: '2027-03-27', price: 2850 },
    ],
    [
      'ten lessons, across half-term and into the next term',
      'ten-lessons' as const,
      saturdays.slice(2),
      null,
      { count: 10, first: '2027-01-23', last: '2027-04-24', endsOn: '2027-04-24', price: 9500 },
    ],
  ])('%s', (_, kind, lessonsAhead, termEndsOn, expected) => {
    const plan = blockPlan({ kind, lessonsAhead, termEndsOn, lessonPrice: 950 });
    expect(plan).not.toBeNull();
    expect({
      count: plan!.lessons.length,
      first: plan!.firstLessonOn,
      last: plan!.lastLessonOn,
      endsOn: plan!.endsOn,
      price: plan!.price,
    }).toEqual(expected);
  });

  it.each([
    ['no lessons left in the term', 'rest-of-term' as const, [] as IsoDate[], '2027-03-27' as IsoDate],
    ['a term block with no term set', 'rest-of-term' as const, saturdays, null],
    ['fewer than ten lessons scheduled', 'ten-lessons' as const, saturdays.slice(3), null],
  ])('nothing to sell: %s', (_, kind, lessonsAhead, termEndsOn) =>
    expect(blockPlan({ kind, lessonsAhead, termEndsOn, lessonPrice: 950 })).toBeNull(),
  );
});

describe('topping up ten lessons', () => {
  const live = { status: 'active', paidByBlocks: true, delivery: 'continuous' as const, noticeGiven: false };
  it.each([
    ['a continuous place paid by blocks', live, null],
    ['an offer', { ...live, status: 'offered' }, 'Only a place in a class can be topped up.'],
    ['an ended place', { ...live, status: 'ended' }, 'Only a place in a class can be topped up.'],
    [
      'a place paid by Direct Debit',
      { ...live, paidByBlocks: false },
      'This place is paid by Direct Debit: there is nothing to top up.',
    ],
    [
      'a term course',
      { ...live, delivery: 'term' as const },
      'A term course is paid for a term at a time: enrol again for the next term.',
    ],
    [
      'a place with notice given',
      { ...live, noticeGiven: true },
      'Notice has been given for this place: it ends after the lessons already paid for.',
    ],
  ])('%s', (_, place, problem) => expect(topUpProblem(place)).toBe(problem));
});

describe('the "payment due for a block" email', () => {
  const block = { lessonsLeft: 2, sentAt: null, carriesOn: true, hasLaterBlock: false };
  it.each([
    ['two paid lessons left', block, true],
    ['one left', { ...block, lessonsLeft: 1 }, true],
    ['none left', { ...block, lessonsLeft: 0 }, true],
    ['three left: not yet', { ...block, lessonsLeft: 3 }, false],
    ['sent already', { ...block, sentAt: '2027-03-01T10:00:00Z' }, false],
    ['topped up already', { ...block, hasLaterBlock: true }, false],
    ['the class does not carry on (a term course, or leaving)', { ...block, carriesOn: false }, false],
  ])('%s', (_, facts, due) => expect(dueNoticeDue(facts)).toBe(due));
});

describe('moving up with a block carries its unused lessons', () => {
  it.each([
    ['four unused lessons: the new class’s fourth lesson', 4, null, '2027-01-30'],
    ['more unused than scheduled: the last scheduled', 20, null, '2027-04-24'],
    ['a term course: the term’s end', 4, '2027-03-27', '2027-03-27'],
    ['nothing unused: nothing carries', 0, null, null],
  ] as const)('%s', (_, unusedLessons, termEndsOn, endsOn) =>
    expect(carriedBlockEnd({ unusedLessons, newLessonsAhead: saturdays, termEndsOn })).toBe(endsOn),
  );
});
