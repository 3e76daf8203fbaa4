import { describe, expect, it } from 'vitest';
import { londonClock, londonDate, londonLocalToUtc, toLondonIso } from '../../src/features/activities/londonTime.ts';
import { addDays, ageOn, isoWeekday } from '@leisure/dates';

describe('Europe/London times', () => {
  it('turns winter wall-clock times into the same UTC time', () => {
    expect(londonLocalToUtc('2026-03-10', '18:00').toISOString()).toBe('2026-03-10T18:00:00.000Z');
  });

  it('turns summer wall-clock times into UTC an hour earlier, from the last Sunday of March', () => {
    expect(londonLocalToUtc('2026-03-28', '07:00').toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(londonLocalToUtc('2026-03-29', '07:00').toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(londonLocalToUtc('2026-10-25', '07:00').toISOString()).toBe('2026-10-25T07:00:00.000Z');
  });

  it('shows instants with the London offset of their date', () => {
    expect(toLondonIso(new Date('2026-03-10T18:00:00Z'))).toBe('2026-03-10T18:00:00+00:00');
    expect(toLondonIso(new Date('2026-04-02T17:00:00Z'))).toBe('2026-04-02T18:00:00+01:00');
    expect(londonClock(new Date('2026-04-02T17:00:00Z'))).toBe('18:00');
  });

  it('uses the London date around midnight', () => {
    expect(londonDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDate(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
  });

  it('does calendar arithmetic', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(isoWeekday('2026-03-10')).toBe(2);
    expect(isoWeekday('2026-03-15')).toBe(7);
    expect(ageOn('2012-03-11', '2026-03-10')).toBe(13);
    expect(ageOn('2012-03-10', '2026-03-10')).toBe(14);
  });
});
