import { describe, expect, it } from 'vitest';
import {
  dayState,
  drawOrder,
  enrolmentWindow,
  nextSlot,
  placeState,
  pollAfterSeconds,
  slotInstant,
  waitSeconds,
  waitText,
} from '../../src/features/lessons/enrolmentQueueRules.ts';

// Enrolment day's rules as tables (docs/decisions/0597-enrolment-queue.md): the draw, the rate people are let in,
// an admission's expiry, and that nobody is let in before the opening or before they joined.

const OPENS = new Date('2026-12-05T09:00:00Z');
const at = (iso: string) => new Date(iso);
const plusMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('the draw at the opening', () => {
  const ids = Array.from({ length: 50 }, (_, index) => index + 1);

  it.each([
    ['the same seed gives the same order (a recorded draw can be replayed)', 12345, 12345, true],
    ['another seed gives another order', 12345, 54321, false],
  ])('%s', (_name, first, second, same) => {
    expect(drawOrder(ids, first).join() === drawOrder(ids, second).join()).toBe(same);
  });

  it.each([[0], [1], [7], [2 ** 31 - 2]])('seed %i orders every place once, none lost or repeated', (seed) => {
    const order = drawOrder(ids, seed);
    expect(order).toHaveLength(ids.length);
    expect([...order].sort((a, b) => a - b)).toEqual(ids);
  });

  it.each([
    [[], []],
    [[42], [42]],
  ])('%j draws as %j', (input, expected) => {
    expect(drawOrder(input, 99)).toEqual(expected);
  });

  it('is not arrival order: over 2,000 seeded draws of 4 places each place is first about a quarter of the time', () => {
    const firsts = new Map<number, number>();
    for (let seed = 0; seed < 2000; seed += 1) {
      const first = drawOrder([1, 2, 3, 4], seed)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of [1, 2, 3, 4]) expect(firsts.get(id)).toBeGreaterThan(400);
    for (const id of [1, 2, 3, 4]) expect(firsts.get(id)).toBeLessThan(600);
  });
});

describe('the rate people are let in', () => {
  it.each([
    // rate per minute, slot, ms after the draw it is let in
    [60, 0, 0],
    [60, 1, 1_000],
    [60, 59, 59_000],
    [60, 60, 60_000],
    [100, 1, 600],
    [100, 250, 150_000],
    [7, 1, 8_571],
    [7, 7, 60_000],
    [1, 3, 180_000],
  ])('%i a minute: slot %i is let in %i ms after the draw', (rate, slot, ms) => {
    expect(slotInstant(OPENS, slot, rate).getTime() - OPENS.getTime()).toBe(ms);
  });

  it.each([[1], [7], [60], [100], [1500]])('%i a minute: no minute-long window lets in more than that', (rate) => {
    const instants = Array.from({ length: rate * 3 + 5 }, (_, slot) => slotInstant(OPENS, slot, rate).getTime());
    for (let i = 0; i < instants.length; i += 1) {
      const inWindow = instants.filter((t) => t >= instants[i]! && t < instants[i]! + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(rate);
    }
  });

  it.each([
    // last slot taken, ms after the draw the newcomer joins, rate, the newcomer's slot
    ['an empty queue at the draw: first slot', null, 0, 60, 0],
    ['behind a queue: the next slot', 499, 1_000, 60, 500],
    ['the queue has emptied: the first slot not already past', 9, 120_000, 60, 120],
    ['straight after the last one: never the same slot', 120, 120_000, 60, 121],
    ['between two slots: the next one', null, 1_500, 60, 2],
  ])('%s', (_name, last, elapsed, rate, expected) => {
    const now = plusMs(OPENS, elapsed);
    const slot = nextSlot(last, OPENS, rate, now);
    expect(slot).toBe(expected);
    // Never let in before they joined.
    expect(slotInstant(OPENS, slot, rate).getTime()).toBeGreaterThanOrEqual(now.getTime());
  });
});

describe('a place in the queue over time', () => {
  const drawn = {
    opensAt: OPENS,
    admittedAt: at('2026-12-05T09:02:00Z'),
    admissionExpiresAt: at('2026-12-05T09:12:00Z'),
  };
  const undrawn = { opensAt: OPENS, admittedAt: null, admissionExpiresAt: null };

  it.each([
    ['queued before the draw', undrawn, '2026-12-05T08:45:00Z', 'awaiting-draw', 900, 60],
    ['no early admission: a second before its slot', drawn, '2026-12-05T09:01:59Z', 'waiting', 1, 1],
    ['waiting two minutes: asked again in a minute at most', drawn, '2026-12-05T09:00:00Z', 'waiting', 120, 60],
    ['let in at its slot', drawn, '2026-12-05T09:02:00Z', 'admitted', 0, 60],
    ['a second before the admission runs out', drawn, '2026-12-05T09:11:59Z', 'admitted', 0, 1],
    ['expired at 10 minutes', drawn, '2026-12-05T09:12:00Z', 'expired', 0, 1],
    ['expired long after', drawn, '2026-12-05T10:00:00Z', 'expired', 0, 1],
  ] as const)('%s', (_name, place, now, state, wait, poll) => {
    const when = at(now);
    expect(placeState(place, when)).toBe(state);
    expect(state === 'admitted' || state === 'expired' ? 0 : waitSeconds(place, when)).toBe(wait);
    expect(pollAfterSeconds(state, place, when)).toBe(poll);
  });

  it.each([
    [0, 'less than a minute'],
    [59, 'less than a minute'],
    [60, 'about 1 minute'],
    [89, 'about 1 minute'],
    [150, 'about 3 minutes'],
  ])('%i seconds reads "%s"', (seconds, text) => {
    expect(waitText(seconds)).toBe(text);
  });
});

describe('the enrolment day', () => {
  const window = enrolmentWindow(OPENS);
  it.each([
    ['an hour before: the queue is not open', '2026-12-05T08:00:00Z', null, 'upcoming'],
    ['half an hour before: queueing', '2026-12-05T08:30:00Z', null, 'queueing'],
    ['at the opening: letting people in', '2026-12-05T09:00:00Z', null, 'admitting'],
    ['two hours on, nobody queued: over', '2026-12-05T11:00:00Z', null, 'over'],
    [
      'two hours on, an admission still live: letting people in',
      '2026-12-05T11:00:00Z',
      '2026-12-05T11:05:00Z',
      'admitting',
    ],
    ['once the last admission has run out: over', '2026-12-05T11:05:00Z', '2026-12-05T11:05:00Z', 'over'],
  ])('%s', (_name, now, lastEnds, state) => {
    expect(dayState(window, lastEnds ? at(lastEnds) : null, at(now))).toBe(state);
  });
});
