import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageOn,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  daysInMonthOf,
  isoDateOf,
  isoWeekday,
  latest,
  monthOf,
  nextDayOfMonthAfter,
  nextMonth,
  sameMonthOnDay,
  yearsBefore,
} from '../src/index.ts';

/** One test per row [case, date, n, expected]: adding n (days, months) to the date gives the expected date. */
function itAddsEach(
  title: string,
  add: (date: string, n: number) => string,
  rows: readonly [name: string, date: string, n: number, expected: string][],
): void {
  it.each(rows)(title, (_case, date, n, expected) => {
    expect(add(date, n)).toBe(expected);
  });
}

describe('addDays', () => {
  itAddsEach('%s: %s + %i → %s', addDays, [
    ['across the end of February', '2026-02-27', 2, '2026-03-01'],
    ['into the spring clock change', '2026-03-28', 1, '2026-03-29'],
    ['across the spring clock change', '2026-03-28', 2, '2026-03-30'],
    ['back across the spring clock change', '2026-03-30', -2, '2026-03-28'],
    ['across the autumn clock change', '2026-10-24', 2, '2026-10-26'],
    ['a week across the autumn clock change', '2026-10-20', 7, '2026-10-27'],
    ['New Year’s Eve to New Year’s Day', '2026-12-31', 1, '2027-01-01'],
    ['back from New Year’s Day', '2027-01-01', -1, '2026-12-31'],
    ['onto 29 February 2028', '2028-02-28', 1, '2028-02-29'],
    ['off 29 February 2028', '2028-02-29', 1, '2028-03-01'],
    ['no days', '2028-02-29', 0, '2028-02-29'],
    ['a year of days', '2026-01-01', 365, '2027-01-01'],
  ]);
});

describe('addMonths and yearsBefore', () => {
  itAddsEach('%s: %s + %i months → %s', addMonths, [
    ['31 Jan + 1 in a leap year', '2028-01-31', 1, '2028-02-29'],
    ['31 Jan + 1', '2026-01-31', 1, '2026-02-28'],
    ['across the year', '2026-12-31', 1, '2027-01-31'],
    ['back across the year', '2027-01-15', -1, '2026-12-15'],
    ['into the spring clock change', '2026-02-28', 1, '2026-03-28'],
    ['29 Feb + 12', '2028-02-29', 12, '2029-02-28'],
  ]);

  it('takes years back to the same day, 29 February to 28 February', () => {
    expect(yearsBefore('2026-03-10', 14)).toBe('2012-03-10');
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
  });
});

describe('months and weekdays', () => {
  it.each([
    ['2026-02', 28],
    ['2026-02-10', 28],
    ['2028-02', 29],
    ['2028-02-29', 29],
    ['2026-03-29', 31],
    ['2026-10-25', 31],
    ['2026-12-31', 31],
    ['2100-02', 28],
    ['2000-02', 29],
  ])('%s has %i days in its month', (dateOrMonth, days) => {
    expect(daysInMonth(dateOrMonth)).toBe(days);
    const [year, month] = dateOrMonth.split('-').map(Number) as [number, number];
    expect(daysInMonthOf(year, month)).toBe(days);
  });

  it.each([
    ['2026-03-10', 2],
    ['2026-03-15', 7],
    ['2026-03-29', 7],
    ['2026-03-30', 1],
    ['2026-10-25', 7],
    ['2026-12-31', 4],
    ['2028-02-29', 2],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it('counts whole days between dates, clock changes included', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it('reads and writes parts of dates', () => {
    expect(dayOfMonth('2026-03-10')).toBe(10);
    expect(monthOf('2026-03-10')).toBe('2026-03');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(isoDateOf(2028, 2, 29)).toBe('2028-02-29');
    expect(sameMonthOnDay('2026-02-10', 31)).toBe('2026-02-28');
    expect(sameMonthOnDay('2028-02-10', 31)).toBe('2028-02-29');
    expect(latest('2026-03-10', '2026-03-09')).toBe('2026-03-10');
  });

  it('finds the next billing day strictly after a date', () => {
    expect(nextDayOfMonthAfter('2026-03-09', 10)).toBe('2026-03-10');
    expect(nextDayOfMonthAfter('2026-03-10', 10)).toBe('2026-04-10');
    expect(nextDayOfMonthAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(nextDayOfMonthAfter('2028-02-29', 28)).toBe('2028-03-28');
  });

  it('counts completed years of age', () => {
    expect(ageOn('2012-03-11', '2026-03-10')).toBe(13);
    expect(ageOn('2012-03-10', '2026-03-10')).toBe(14);
    expect(ageOn('2028-02-29', '2029-02-28')).toBe(0);
    expect(ageOn('2028-02-29', '2029-03-01')).toBe(1);
  });
});
