import { describe, expect, it } from 'vitest';
import {
  isoDateFormat,
  londonFormat,
  prettyDate,
  prettyDayMonth,
  prettyMonth,
  shortDate,
  shortDateLabel,
  shortDateLabelWithYear,
  weekdayDate,
} from '../src/index.ts';

describe('labels of ISO dates (en-GB)', () => {
  it.each([
    ['2026-04-01', '1 April 2026', '1 April', 'Wed 1 Apr', '1 Apr 2026', 'Wed 1 Apr 2026', 'Wednesday 1 April 2026'],
    ['2026-03-29', '29 March 2026', '29 March', 'Sun 29 Mar', '29 Mar 2026', 'Sun 29 Mar 2026', 'Sunday 29 March 2026'],
    [
      '2026-10-25',
      '25 October 2026',
      '25 October',
      'Sun 25 Oct',
      '25 Oct 2026',
      'Sun 25 Oct 2026',
      'Sunday 25 October 2026',
    ],
    [
      '2026-12-31',
      '31 December 2026',
      '31 December',
      'Thu 31 Dec',
      '31 Dec 2026',
      'Thu 31 Dec 2026',
      'Thursday 31 December 2026',
    ],
    [
      '2028-02-29',
      '29 February 2028',
      '29 February',
      'Tue 29 Feb',
      '29 Feb 2028',
      'Tue 29 Feb 2028',
      'Tuesday 29 February 2028',
    ],
  ])('%s', (date, pretty, dayMonth, short, shortWithYear, labelWithYear, weekday) => {
    expect(prettyDate(date)).toBe(pretty);
    expect(prettyDayMonth(date)).toBe(dayMonth);
    expect(shortDateLabel(date)).toBe(short);
    expect(shortDate(date)).toBe(shortWithYear);
    expect(shortDateLabelWithYear(date)).toBe(labelWithYear);
    expect(weekdayDate(date)).toBe(weekday);
  });

  it('names months and formats with other options', () => {
    expect(prettyMonth('2026-03')).toBe('March 2026');
    expect(isoDateFormat({ weekday: 'long' })('2028-02-29')).toBe('Tuesday');
  });
});

describe('instants on London’s clock (en-GB)', () => {
  const clock = londonFormat({ hour: '2-digit', minute: '2-digit' });
  const dayAndTime = londonFormat({
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

  it.each([
    ['2026-03-29T00:59:00Z', '00:59', '29 March 2026 at 00:59'],
    ['2026-03-29T01:00:00Z', '02:00', '29 March 2026 at 02:00'],
    ['2026-10-25T00:30:00Z', '01:30', '25 October 2026 at 01:30'],
    ['2026-10-25T01:30:00Z', '01:30', '25 October 2026 at 01:30'],
    ['2026-12-31T23:40:00Z', '23:40', '31 December 2026 at 23:40'],
    ['2028-02-29T23:30:00Z', '23:30', '29 February 2028 at 23:30'],
    ['2028-06-30T23:30:00Z', '00:30', '1 July 2028 at 00:30'],
  ])('%s → %s', (iso, time, long) => {
    expect(clock(new Date(iso))).toBe(time);
    expect(dayAndTime(new Date(iso))).toBe(long);
  });
});
