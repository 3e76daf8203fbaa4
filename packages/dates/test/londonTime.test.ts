import { describe, expect, it } from 'vitest';
import {
  londonClock,
  londonDate,
  londonLocalToUtc,
  londonOffsetMinutes,
  londonToday,
  toLondonIso,
} from '../src/index.ts';

// 2026's clock changes: 01:00 GMT → 02:00 BST on Sunday 29 March, 02:00 BST → 01:00 GMT on Sunday 25 October.
describe('londonLocalToUtc: a London wall-clock time to an instant', () => {
  it.each([
    ['winter', '2026-03-10', '18:00', '2026-03-10T18:00:00.000Z'],
    ['the Saturday before spring', '2026-03-28', '07:00', '2026-03-28T07:00:00.000Z'],
    ['spring day, before the change', '2026-03-29', '00:59', '2026-03-29T00:59:00.000Z'],
    // The skipped hour is read on the winter offset: it lands an hour later on the summer clock (02:30 BST).
    ['spring day, skipped 01:00', '2026-03-29', '01:00', '2026-03-29T01:00:00.000Z'],
    ['spring day, skipped 01:30', '2026-03-29', '01:30', '2026-03-29T01:30:00.000Z'],
    ['spring day, 02:00 BST', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
    ['spring day, after the change', '2026-03-29', '07:00', '2026-03-29T06:00:00.000Z'],
    ['summer', '2026-07-01', '00:30', '2026-06-30T23:30:00.000Z'],
    ['autumn day, first hour (BST)', '2026-10-25', '00:59', '2026-10-24T23:59:00.000Z'],
    // The repeated hour is the second one, on GMT.
    ['autumn day, repeated 01:00', '2026-10-25', '01:00', '2026-10-25T01:00:00.000Z'],
    ['autumn day, repeated 01:30', '2026-10-25', '01:30', '2026-10-25T01:30:00.000Z'],
    ['autumn day, after the change', '2026-10-25', '07:00', '2026-10-25T07:00:00.000Z'],
    ['New Year’s Eve 23:40', '2026-12-31', '23:40', '2026-12-31T23:40:00.000Z'],
    ['29 February 2028', '2028-02-29', '09:15', '2028-02-29T09:15:00.000Z'],
    ['spring 2028 (26 March)', '2028-03-26', '01:30', '2028-03-26T01:30:00.000Z'],
    ['autumn 2028 (29 October)', '2028-10-29', '01:30', '2028-10-29T01:30:00.000Z'],
  ])('%s: %s %s → %s', (_case, date, time, instant) => {
    expect(londonLocalToUtc(date, time).toISOString()).toBe(instant);
    // Asked again (from the cache), the same answer, as a new Date each time.
    const again = londonLocalToUtc(date, time);
    again.setTime(0);
    expect(londonLocalToUtc(date, time).toISOString()).toBe(instant);
  });

  it('gives every wall time of both change days, minute by minute, one instant that London shows back', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const at = londonLocalToUtc(date, time);
        const skipped = date === '2026-03-29' && time >= '01:00' && time < '02:00';
        const shown = skipped ? `0${Number(time.slice(1, 2)) + 1}${time.slice(2)}` : time;
        expect([londonDate(at), londonClock(at)]).toEqual([date, shown]);
      }
    }
    // 2,880 conversions: under a second on an idle machine, past the default 5 s twice at a load of 10.
  }, 30_000);
});

describe('an instant in London', () => {
  it.each([
    ['winter', '2026-03-10T18:00:00Z', '2026-03-10', '18:00', 0, '2026-03-10T18:00:00+00:00'],
    ['last second of GMT in spring', '2026-03-29T00:59:59Z', '2026-03-29', '00:59', 0, '2026-03-29T00:59:59+00:00'],
    ['first second of BST', '2026-03-29T01:00:00Z', '2026-03-29', '02:00', 60, '2026-03-29T02:00:00+01:00'],
    ['summer', '2026-04-02T17:00:00Z', '2026-04-02', '18:00', 60, '2026-04-02T18:00:00+01:00'],
    ['summer midnight', '2026-06-30T23:30:00Z', '2026-07-01', '00:30', 60, '2026-07-01T00:30:00+01:00'],
    ['first 01:30 in autumn (BST)', '2026-10-25T00:30:00Z', '2026-10-25', '01:30', 60, '2026-10-25T01:30:00+01:00'],
    ['second 01:30 in autumn (GMT)', '2026-10-25T01:30:00Z', '2026-10-25', '01:30', 0, '2026-10-25T01:30:00+00:00'],
    ['winter midnight', '2026-01-31T23:30:00Z', '2026-01-31', '23:30', 0, '2026-01-31T23:30:00+00:00'],
    ['New Year’s Eve 23:40', '2026-12-31T23:40:00Z', '2026-12-31', '23:40', 0, '2026-12-31T23:40:00+00:00'],
    ['29 February 2028', '2028-02-29T12:00:00Z', '2028-02-29', '12:00', 0, '2028-02-29T12:00:00+00:00'],
  ])('%s: %s', (_case, iso, date, clock, offset, londonIso) => {
    const at = new Date(iso);
    expect(londonDate(at)).toBe(date);
    expect(londonToday(at)).toBe(date);
    expect(londonClock(at)).toBe(clock);
    expect(londonOffsetMinutes(at)).toBe(offset);
    expect(toLondonIso(at)).toBe(londonIso);
  });

  it('reads today from the clock when not given an instant (the pinned test instant)', () => {
    expect(londonToday()).toBe(londonDate(new Date()));
  });
});
