import { describe, expect, it } from 'vitest';
import { cutOffChoices } from '../../src/features/timetable/rules/waitingListCutOffs.ts';

describe('the cut-offs offered for "Book me automatically"', () => {
  const startsAt = '2026-03-17T18:00:00Z';

  it.each([
    { now: '2026-03-15T09:00:00Z', expected: ['0', '60', '180', '1440'] },
    { now: '2026-03-17T12:00:00Z', expected: ['0', '60', '180'] },
    { now: '2026-03-17T16:56:00Z', expected: ['0'] },
    { now: '2026-03-17T17:56:00Z', expected: [] },
  ])('at $now: $expected', ({ now, expected }) => {
    expect(cutOffChoices(startsAt, new Date(now)).map((choice) => choice.value)).toEqual(expected);
  });

  it('sends nothing for the start (the default) and the instant before it otherwise', () => {
    const [start, hour] = cutOffChoices(startsAt, new Date('2026-03-15T09:00:00Z'));
    expect(start).toMatchObject({ label: 'When the session starts', cutOff: null });
    expect(hour).toMatchObject({ label: '1 hour before it starts', cutOff: '2026-03-17T17:00:00.000Z' });
  });
});
