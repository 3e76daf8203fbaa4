import { describe, expect, it } from 'vitest';
import type { EnrolmentDay, EnrolmentQueuePlace } from '@leisure/api-contract/browser';
import {
  atText,
  enrolmentGate,
  placeHeading,
  pollMilliseconds,
  untilQueueOpensMs,
} from '../../src/features/lessons/rules/enrolmentDay.ts';

// What the class page and the queue page make of an enrolment day (docs/decisions/0597, 0598), as tables.

const day = (state: EnrolmentDay['state']) => ({ state }) as EnrolmentDay;
const place = (overrides: Partial<EnrolmentQueuePlace>) =>
  ({ state: 'waiting', position: 5, pollAfterSeconds: 30, ...overrides }) as EnrolmentQueuePlace;

describe('enrolment day rules', () => {
  it.each([
    [null, null],
    [day('upcoming'), 'upcoming'],
    [day('queueing'), 'queue'],
    [day('admitting'), 'queue'],
    [day('over'), null],
  ] as const)('a class on a day %o goes through the queue: %s', (given, gate) => {
    expect(enrolmentGate(given)).toBe(gate);
  });

  it.each([
    [place({ state: 'awaiting-draw', position: null }), 'You’re in the queue'],
    [place({ position: 37 }), 'You’re 37th in the queue'],
    [place({ position: 2 }), 'You’re 2nd in the queue'],
    [place({ position: 1 }), 'You’re next'],
    [place({ state: 'admitted', position: null }), 'It’s your turn'],
    [place({ state: 'expired', position: null }), 'Your turn has run out'],
  ])('%o is headed "%s"', (given, heading) => {
    expect(placeHeading(given)).toBe(heading);
  });

  it.each([
    [undefined, 0],
    [place({ pollAfterSeconds: 42 }), 42_000],
    [place({ state: 'admitted', pollAfterSeconds: 60 }), 60_000],
    [place({ pollAfterSeconds: 0 }), 1_000],
    [place({ state: 'expired' }), 0],
  ])('%o is asked again after %i ms, never sooner than the API says', (given, ms) => {
    expect(pollMilliseconds(given)).toBe(ms);
  });

  const opensAt = '2026-12-21T08:30:00.000Z';
  it.each([
    ['an hour before, no jitter', Date.parse(opensAt) - 3_600_000, 0, 3_600_000],
    ['an hour before, most jitter', Date.parse(opensAt) - 3_600_000, 1, 3_605_000],
    ['already open', Date.parse(opensAt) + 1_000, 0.5, 2_500],
    ['seven hours before: not waited for', Date.parse(opensAt) - 7 * 3_600_000, 0, null],
  ])('the days are asked again when the queue opens: %s', (_case, now, jitter, wait) => {
    expect(untilQueueOpensMs(opensAt, now, jitter)).toBe(wait);
  });

  it('words an instant on London’s clock, summer or winter', () => {
    expect(atText('2026-12-21T09:00:00.000Z')).toBe('09:00 on Monday 21 December');
    expect(atText('2027-03-20T09:00:00.000Z')).toBe('09:00 on Saturday 20 March');
    expect(atText('2027-06-19T08:00:00.000Z')).toBe('09:00 on Saturday 19 June');
  });
});
