import { describe, expect, it } from 'vitest';
import { twelveHourTime } from '../src/index.ts';

describe('twelveHourTime: opening hours as UK signs write them', () => {
  it.each([
    ['06:30', '6:30am'],
    ['07:00', '7am'],
    ['11:45', '11:45am'],
    ['12:00', '12pm'],
    ['12:30', '12:30pm'],
    ['13:05', '1:05pm'],
    ['22:00', '10pm'],
    ['23:59', '11:59pm'],
    ['00:00', '12am'],
  ])('%s reads %s', (clock, words) => {
    expect(twelveHourTime(clock)).toBe(words);
  });
});
