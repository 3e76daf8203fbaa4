import { describe, expect, it } from 'vitest';
import {
  fitsPreferences,
  lineOrder,
  nextToOffer,
  offerDeadline,
  offerOpen,
  partOfDay,
} from '../../src/features/lessons/waitingListRules.ts';

// The waiting list's order and an offer's deadline (docs/decisions/0591-lesson-waiting-list-priority.md).

const entry = (id: number, joinedAt: string, flags: { movingUp?: boolean; sibling?: boolean } = {}) => ({
  id,
  joinedAt,
  movingUp: flags.movingUp ?? false,
  sibling: flags.sibling ?? false,
});

describe('the order places are offered in', () => {
  it.each([
    [
      'by the instant they joined',
      [entry(1, '2026-11-03T10:00:00Z'), entry(2, '2026-11-01T10:00:00Z'), entry(3, '2026-11-02T10:00:00Z')],
      [2, 3, 1],
    ],
    [
      'a tie on the instant goes to the earlier entry',
      [entry(7, '2026-11-01T10:00:00Z'), entry(4, '2026-11-01T10:00:00Z')],
      [4, 7],
    ],
    [
      'siblings before everyone else, whenever they joined',
      [entry(1, '2026-10-01T10:00:00Z'), entry(2, '2026-11-20T10:00:00Z', { sibling: true })],
      [2, 1],
    ],
    [
      'learners moving up before siblings',
      [
        entry(1, '2026-10-01T10:00:00Z', { sibling: true }),
        entry(2, '2026-11-20T10:00:00Z', { movingUp: true }),
        entry(3, '2026-09-01T10:00:00Z'),
      ],
      [2, 1, 3],
    ],
    [
      'moving up and a sibling too counts as moving up, by join time',
      [
        entry(1, '2026-11-02T10:00:00Z', { movingUp: true }),
        entry(2, '2026-11-01T10:00:00Z', { movingUp: true, sibling: true }),
      ],
      [2, 1],
    ],
  ])('%s', (_, entries, expected) => {
    expect(lineOrder(entries).map((e) => e.id)).toEqual(expected);
  });

  it('offers the first in line whose preferences fit, and keeps the others’ places', () => {
    const line = [entry(1, '2026-11-01T10:00:00Z'), entry(2, '2026-11-02T10:00:00Z'), entry(3, '2026-11-03T10:00:00Z')];
    const fits = new Set([2, 3]);
    expect(nextToOffer(line, (e) => fits.has(e.id))?.id).toBe(2);
    expect(nextToOffer(line, () => false)).toBeUndefined();
  });
});

describe('preferences', () => {
  it.each([
    ['any day, any time', { days: [], times: [] }, 2, '17:00', true],
    ['Tuesdays only, a Tuesday class', { days: [2], times: [] }, 2, '17:00', true],
    ['Tuesdays only, a Sunday class', { days: [2], times: [] }, 7, '09:30', false],
    ['evenings, a 17:00 class', { days: [], times: ['evening' as const] }, 3, '17:00', true],
    ['evenings, a 16:59 class', { days: [], times: ['evening' as const] }, 3, '16:59', false],
    ['mornings, an 11:59 class', { days: [6], times: ['morning' as const] }, 6, '11:59', true],
    ['afternoons, a 12:00 class', { days: [], times: ['afternoon' as const] }, 1, '12:00', true],
  ])('%s', (_, preferences, weekday, time, expected) => {
    expect(fitsPreferences(preferences, weekday, time)).toBe(expected);
  });

  it.each([
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'evening'],
  ])('%s is %s', (time, part) => expect(partOfDay(time)).toBe(part));
});

describe('an offer’s deadline, at the clock’s instant', () => {
  const offeredAt = new Date('2026-12-05T21:30:00Z');
  const deadline = offerDeadline(offeredAt);
  it('is held 48 hours', () => expect(deadline.toISOString()).toBe('2026-12-07T21:30:00.000Z'));
  it.each([
    ['a second before', '2026-12-07T21:29:59.000Z', true],
    ['a millisecond before', '2026-12-07T21:29:59.999Z', true],
    ['at the deadline', '2026-12-07T21:30:00.000Z', false],
    ['after it', '2026-12-07T21:30:00.001Z', false],
  ])('%s: open %s', (_, now, open) => expect(offerOpen(deadline.toISOString(), new Date(now))).toBe(open));
});
