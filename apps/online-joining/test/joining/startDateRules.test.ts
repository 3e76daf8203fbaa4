import { describe, expect, it } from 'vitest';
import { effectiveStartDate, ordinal, startDateBounds } from '../../src/features/joiningDates/index.ts';

describe('start date rules (docs/product/joining.md §4, §5, §9)', () => {
  it('offers today and tomorrow, and allows at most one month ahead', () => {
    const bounds = startDateBounds(new Date(2026, 0, 31, 9, 30));
    expect(bounds).toEqual({ today: '2026-01-31', tomorrow: '2026-02-01', min: '2026-01-31', max: '2026-02-28' });
  });

  it('uses the local calendar day, not UTC, late at night', () => {
    expect(startDateBounds(new Date(2026, 5, 30, 23, 59)).today).toBe('2026-06-30');
  });

  it('resets a date earlier than the minimum to the minimum, and none to today', () => {
    const bounds = startDateBounds(new Date(2026, 10, 23));
    expect(effectiveStartDate('2026-11-01', bounds)).toBe('2026-11-23');
    expect(effectiveStartDate(null, bounds)).toBe('2026-11-23');
    expect(effectiveStartDate('2026-12-01', bounds)).toBe('2026-12-01');
  });

  it('takes a change of membership’s own bounds', () => {
    const bounds = startDateBounds(new Date(2026, 10, 23), { min: '2026-12-01', max: '2026-12-31' });
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
