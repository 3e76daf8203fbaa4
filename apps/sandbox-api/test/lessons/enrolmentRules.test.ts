import { describe, expect, it } from 'vitest';
import {
  ageBandText,
  ageInMonths,
  enrolmentProblem,
  type EnrolmentFacts,
} from '../../src/features/lessons/enrolmentRules.ts';

// Who may take a place (docs/decisions/0590-lesson-model.md). Stage 3 is for ages 4 to 15 on the first lesson.

const stage3 = { name: 'Stage 3', position: 3, minAgeMonths: 48, maxAgeMonths: 191 };
const facts = (changes: Partial<EnrolmentFacts> = {}): EnrolmentFacts => ({
  learnerFirstName: 'Ellie',
  learnerDateOfBirth: '2018-06-01',
  firstLessonOn: '2026-12-08',
  level: stage3,
  workingOn: null,
  placeInProgramme: null,
  hasFreePlace: true,
  ...changes,
});

describe('enrolment', () => {
  it.each([
    ['a learner in the band, a place free', facts(), null],
    ['turning 4 on the first lesson', facts({ learnerDateOfBirth: '2022-12-08' }), null],
    [
      'turning 4 the day after the first lesson',
      facts({ learnerDateOfBirth: '2022-12-09' }),
      {
        status: 422,
        field: 'learnerId',
        message: 'Ellie is too young for Stage 3, which is for ages 4 to 15 on the first lesson.',
      },
    ],
    ['the last day of 15', facts({ learnerDateOfBirth: '2010-12-09' }), null],
    [
      '16 on the first lesson',
      facts({ learnerDateOfBirth: '2010-12-08' }),
      {
        status: 422,
        field: 'learnerId',
        message: 'Ellie is too old for Stage 3, which is for ages 4 to 15 on the first lesson.',
      },
    ],
    [
      'no date of birth',
      facts({ learnerDateOfBirth: null }),
      {
        status: 422,
        field: 'learnerId',
        message: "Add Ellie's date of birth on the Family page before enrolling them.",
      },
    ],
    ['working on this level', facts({ workingOn: { position: 3, name: 'Stage 3' } }), null],
    [
      'working on another level',
      facts({ workingOn: { position: 4, name: 'Stage 4' } }),
      {
        status: 422,
        field: 'classId',
        message: 'Ellie is working on Stage 4 of this programme: choose a class of that level.',
      },
    ],
    [
      'full',
      facts({ hasFreePlace: false }),
      {
        status: 409,
        field: 'classId',
        message: 'This class is full. Join the waiting list and we will offer you the next place.',
      },
    ],
    [
      'already in this class',
      facts({ placeInProgramme: { className: 'Stage 3 · Tuesdays 17:00', sameClass: true } }),
      { status: 409, field: 'classId', message: 'Ellie already has a place in this class.' },
    ],
    [
      'already in another class of the programme',
      facts({ placeInProgramme: { className: 'Stage 3 · Saturdays 10:00', sameClass: false } }),
      {
        status: 409,
        field: 'classId',
        message: 'Ellie already has a place in Stage 3 · Saturdays 10:00. Leave it first, or wait for a move-up offer.',
      },
    ],
    [
      'no lessons left',
      facts({ firstLessonOn: null }),
      {
        status: 409,
        field: 'classId',
        message: 'This class has no more lessons this term or next. Choose another class.',
      },
    ],
  ])('%s', (_, given, expected) => {
    expect(enrolmentProblem(given)).toEqual(expected);
  });
});

describe('ages', () => {
  it.each([
    ['2018-06-01', '2026-12-08', 102],
    ['2018-06-08', '2026-12-08', 102],
    ['2018-06-09', '2026-12-08', 101],
    ['2024-02-29', '2025-02-28', 11],
  ])('born %s, on %s: %i months', (born, on, months) => expect(ageInMonths(born, on)).toBe(months));

  it.each([
    [48, 191, '4 to 15'],
    [6, 23, '6 to 23 months'],
    [6, 47, '6 months to 3 years'],
    [192, null, '16 and over'],
    [60, 107, '5 to 8'],
  ])('%i to %s months reads "%s"', (min, max, text) => expect(ageBandText(min, max)).toBe(text));
});
