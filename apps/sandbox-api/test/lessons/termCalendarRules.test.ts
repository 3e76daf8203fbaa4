import { describe, expect, it } from 'vitest';
import { lessonDates, schoolYearTerms } from '../../src/features/lessons/termCalendarRules.ts';

// Term dates and closures (docs/decisions/0590-lesson-model.md): pure rules, no clock.

describe('a school year’s terms and half-terms', () => {
  const [autumn, spring, summer] = schoolYearTerms(2026);
  it.each([
    ['autumn 2026', autumn, 'Autumn term 2026', '2026-09-07', '2026-12-19', '2026-10-26', '2026-11-01'],
    ['spring 2027', spring, 'Spring term 2027', '2027-01-04', '2027-03-27', '2027-02-15', '2027-02-21'],
    ['summer 2027', summer, 'Summer term 2027', '2027-04-19', '2027-07-17', '2027-05-31', '2027-06-06'],
  ])('%s', (_, year, name, startsOn, endsOn, halfTermFrom, halfTermTo) => {
    expect(year!.term).toEqual({ name, startsOn, endsOn });
    expect([year!.halfTerm.startsOn, year!.halfTerm.endsOn]).toEqual([halfTermFrom, halfTermTo]);
  });
});

describe('the lessons of a weekly class', () => {
  const terms = schoolYearTerms(2026).map((year) => year.term);
  const halfTerms = schoolYearTerms(2026).map((year) => year.halfTerm);
  const poolClosed = { startsOn: '2026-12-10', endsOn: '2026-12-11', reason: 'Pool closed for plant maintenance' };

  it.each([
    [
      'Tuesdays over October half-term',
      2,
      [],
      '2026-10-13',
      '2026-11-10',
      ['2026-10-13', '2026-10-20', '2026-11-03', '2026-11-10'],
    ],
    ['Thursdays over a venue closure', 4, [poolClosed], '2026-12-01', '2026-12-19', ['2026-12-03', '2026-12-17']],
    [
      'Saturdays across Christmas: none until spring',
      6,
      [],
      '2026-12-12',
      '2027-01-16',
      ['2026-12-12', '2026-12-19', '2027-01-09', '2027-01-16'],
    ],
    [
      'lessons left in term from Saturday 5 December (Tuesdays)',
      2,
      [],
      '2026-12-05',
      '2026-12-19',
      ['2026-12-08', '2026-12-15'],
    ],
    ['Sundays in the summer holidays', 7, [], '2027-07-18', '2027-08-31', []],
  ])('%s', (_, weekday, closures, from, to, expected) => {
    expect(lessonDates(weekday, terms, [...halfTerms, ...closures], from, to)).toEqual(expected);
  });
});
