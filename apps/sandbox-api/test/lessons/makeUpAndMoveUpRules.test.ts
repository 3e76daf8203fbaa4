import { describe, expect, it } from 'vitest';
import {
  creditForAbsence,
  creditState,
  expiryReminderDue,
  makeUpProblem,
  type MakeUpFacts,
} from '../../src/features/lessons/makeUpRules.ts';
import { levelPassed, moveDates } from '../../src/features/lessons/moveUpRules.ts';

// Make-up credits (docs/decisions/0593-make-up-rules.md) and moving up (0590).

describe('an absence earns a credit, up to two a term, for six weeks', () => {
  it.each([
    [0, { earnedOn: '2026-11-24', expiresOn: '2027-01-05' }],
    [1, { earnedOn: '2026-11-24', expiresOn: '2027-01-05' }],
    [2, null],
    [5, null],
  ])('with %i earned this term', (earned, expected) =>
    expect(creditForAbsence('2026-11-24', earned)).toEqual(expected),
  );

  it.each([
    ['the day it expires', '2027-01-05', null, 'available'],
    ['the day after', '2027-01-06', null, 'expired'],
    ['once booked, whenever', '2027-02-01', '2026-12-01T10:00:00Z', 'booked'],
  ])('%s', (_, today, usedAt, state) => expect(creditState({ expiresOn: '2027-01-05', usedAt }, today)).toBe(state));
});

describe('an unused credit is emailed about once, in the last week of its life', () => {
  it.each([
    ['eight days before its last day', '2026-12-28', null, null, false],
    ['seven days before', '2026-12-29', null, null, true],
    ['on its last day', '2027-01-05', null, null, true],
    ['the day after: expired', '2027-01-06', null, null, false],
    ['booked already', '2027-01-01', '2026-12-20T10:00:00Z', null, false],
    ['reminded already', '2027-01-01', null, '2026-12-29T10:00:00Z', false],
  ])('%s', (_, today, usedAt, remindedAt, due) =>
    expect(expiryReminderDue({ expiresOn: '2027-01-05', usedAt, remindedAt }, today)).toBe(due),
  );
});

const booking = (
  target: Partial<MakeUpFacts['target']> = {},
  credit: Partial<MakeUpFacts['credit']> = {},
): MakeUpFacts => ({
  learnerFirstName: 'Ellie',
  today: '2026-12-05',
  credit: { levelId: 3, levelName: 'Stage 3', expiresOn: '2027-01-05', usedAt: null, ...credit },
  target: {
    levelId: 3,
    learnersOwnClass: false,
    isLessonDate: true,
    lessonDate: '2026-12-06',
    started: false,
    spaces: 2,
    alreadyBooked: false,
    ...target,
  },
});

describe('booking a make-up', () => {
  it.each([
    ['another class of the level with a space', booking(), null],
    ['on the day the credit expires', booking({ lessonDate: '2027-01-05' }), null],
    [
      'after it expires',
      booking({ lessonDate: '2027-01-10' }),
      {
        status: 422,
        field: 'lessonDate',
        message: 'This credit can be used until 5 January 2027: choose a lesson on or before then.',
      },
    ],
    [
      'another level',
      booking({ levelId: 4 }),
      { status: 422, field: 'classId', message: 'A make-up must be in a class of the same level, Stage 3.' },
    ],
    [
      'the learner’s own class',
      booking({ learnersOwnClass: true }),
      {
        status: 422,
        field: 'classId',
        message: 'Ellie is already in this class: choose another class for the make-up.',
      },
    ],
    [
      'not a lesson date',
      booking({ isLessonDate: false }),
      {
        status: 422,
        field: 'lessonDate',
        message: 'This class has no lesson on that date. Choose one of its lesson dates.',
      },
    ],
    [
      'a lesson that has started',
      booking({ started: true }),
      { status: 422, field: 'lessonDate', message: 'That lesson has already started. Choose a later one.' },
    ],
    [
      'a full lesson',
      booking({ spaces: 0 }),
      { status: 409, field: 'lessonDate', message: 'That lesson is full. Choose another date or class.' },
    ],
    [
      'booked twice into one lesson',
      booking({ alreadyBooked: true }),
      { status: 409, field: 'lessonDate', message: 'Ellie is already booked into that lesson.' },
    ],
    [
      'a used credit',
      booking({}, { usedAt: '2026-12-01T10:00:00Z' }),
      { status: 409, field: 'creditId', message: 'This make-up credit has already been used or has expired.' },
    ],
    [
      'an expired credit',
      booking({}, { expiresOn: '2026-12-04' }),
      { status: 409, field: 'creditId', message: 'This make-up credit has already been used or has expired.' },
    ],
  ])('%s', (_, facts, expected) => expect(makeUpProblem(facts)).toEqual(expected));
});

describe('moving up', () => {
  it.each([
    ['every competency ticked', [1, 2, 3], [1, 2, 3], true],
    ['one to go', [1, 2, 3], [1, 2], false],
    ['ticks of another level do not count', [1, 2, 3], [1, 2, 4], false],
    ['a level with no competencies is never passed by ticking', [], [], false],
  ])('%s', (_, level, ticked, passed) => expect(levelPassed(level, new Set(ticked))).toBe(passed));

  it.each([
    // today, the new class's lessons with a place, the old class's lessons → first new, last old
    [
      'Saturday: Tuesday’s class next week',
      '2026-12-05',
      ['2026-12-08', '2026-12-15'],
      ['2026-12-01', '2026-12-06', '2026-12-07'],
      '2026-12-08',
      '2026-12-07',
    ],
    [
      'the new class meets today: its next lesson counts from tomorrow',
      '2026-12-08',
      ['2026-12-08', '2026-12-15'],
      ['2026-12-01', '2026-12-08'],
      '2026-12-15',
      '2026-12-08',
    ],
    ['no old lesson before the new one', '2026-12-05', ['2026-12-06'], ['2026-12-10'], '2026-12-06', null],
  ])('%s', (_, today, newLessons, oldLessons, first, last) =>
    expect(moveDates(today, newLessons, oldLessons)).toEqual({ firstNewLessonOn: first, lastOldLessonOn: last }),
  );

  it('no new lesson with a place: no move', () => expect(moveDates('2026-12-05', [], ['2026-12-01'])).toBeNull());
});
