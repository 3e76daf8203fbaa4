import { describe, expect, it } from 'vitest';
import { effectiveStartDate, ordinal, startDateBounds } from '../../../src/features/joining/dates/startDateRules.ts';

describe('start date rules (docs/product/joining.md §4, §5, §9)', () => {
  it('offers today and tomorrow, and allows at most one month ahead', () => {
    const bounds = startDateBounds(new Date('2026-01-31T09:30:00Z'));
    expect(bounds).toEqual({ today: '2026-01-31', tomorrow: '2026-02-01', min: '2026-01-31', max: '2026-02-28' });
  });

  it('uses the UK calendar day, not UTC nor the browser’s zone, late at night', () => {
    expect(startDateBounds(new Date('2026-06-30T23:59:00+01:00')).today).toBe('2026-06-30');
  });

  // UK days whatever the machine's time zone: a clock change, year end and a leap day (docs/decisions/0006).
  it.each([
    ['00:30 in London in summer (23:30 UTC)', '2026-06-30T23:30:00Z', '2026-07-01', '2026-07-02', '2026-08-01'],
    ['23:30 before the clocks go forward', '2027-03-27T23:30:00Z', '2027-03-27', '2027-03-28', '2027-04-27'],
    ['the first 01:30 as the clocks go back', '2027-10-31T00:30:00Z', '2027-10-31', '2027-11-01', '2027-11-30'],
    ['the second 01:30 as the clocks go back', '2027-10-31T01:30:00Z', '2027-10-31', '2027-11-01', '2027-11-30'],
    ['New Year’s Eve 23:40', '2026-12-31T23:40:00Z', '2026-12-31', '2027-01-01', '2027-01-31'],
    ['a leap day', '2028-02-29T12:00:00Z', '2028-02-29', '2028-03-01', '2028-03-29'],
    ['31 January of a leap year', '2028-01-31T12:00:00Z', '2028-01-31', '2028-02-01', '2028-02-29'],
  ])('at %s: today, tomorrow and a month ahead', (_, at, today, tomorrow, max) => {
    expect(startDateBounds(new Date(at))).toEqual({ today, tomorrow, min: today, max });
  });

  it('resets a date earlier than the minimum to the minimum, and none to today', () => {
    const bounds = startDateBounds(new Date('2026-11-23T12:00:00Z'));
    expect(effectiveStartDate('2026-11-01', bounds)).toBe('2026-11-23');
    expect(effectiveStartDate(null, bounds)).toBe('2026-11-23');
    expect(effectiveStartDate('2026-12-01', bounds)).toBe('2026-12-01');
  });

  it('takes a change of membership’s own bounds', () => {
    const bounds = startDateBounds(new Date('2026-11-23T12:00:00Z'), { min: '2026-12-01', max: '2026-12-31' });
    expect(effectiveStartDate(null, bounds)).toBe('2026-12-01');
    expect(bounds.max).toBe('2026-12-31');
  });

  it('says billing days as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '28th',
    ]);
  });
});
