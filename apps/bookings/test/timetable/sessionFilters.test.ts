import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '@leisure/test-support';
import type { SessionSummary } from '@leisure/api-contract';
import {
  filterSessions,
  matchesFilters,
  noFilters,
  timeOfDayOf,
  type SessionFilters,
} from '../../src/features/timetable/rules/sessionFilters.ts';
import { readTimetableSearch, writeTimetableSearch } from '../../src/features/timetable/rules/timetableSearch.ts';

type Filterable = Pick<SessionSummary, 'activityId' | 'category' | 'startTime' | 'availability'>;

const session = (startTime: string, overrides: Partial<Filterable> = {}): Filterable => ({
  activityId: 1,
  category: { id: 1, slug: 'swimming', name: 'Swimming' },
  startTime,
  availability: 'available',
  ...overrides,
});

describe('time of day', () => {
  itReturnsEach('%s is in the %s', timeOfDayOf, [
    ['06:30', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'evening'],
    ['21:15', 'evening'],
  ]);
});

describe('which sessions the filters keep', () => {
  const fitness = { id: 2, slug: 'fitness-classes', name: 'Fitness classes' };
  const cases: [string, Filterable, Partial<SessionFilters>, boolean][] = [
    ['no filters keep everything', session('07:00', { availability: 'full' }), {}, true],
    ['the category matches', session('07:00'), { category: 'swimming' }, true],
    ['another category', session('07:00', { category: fitness }), { category: 'swimming' }, false],
    ['the activity matches', session('07:00', { activityId: 7 }), { activityId: 7 }, true],
    ['another activity', session('07:00', { activityId: 8 }), { activityId: 7 }, false],
    ['a morning session in the morning', session('09:00'), { timeOfDay: 'morning' }, true],
    ['an evening session is not afternoon', session('17:00'), { timeOfDay: 'afternoon' }, false],
    ['with spaces: limited places count', session('07:00', { availability: 'limited' }), { withSpaces: true }, true],
    ['with spaces: a full one goes', session('07:00', { availability: 'full' }), { withSpaces: true }, false],
    ['with spaces: a cancelled one goes', session('07:00', { availability: 'cancelled' }), { withSpaces: true }, false],
    ['with spaces: a started one goes', session('07:00', { availability: 'started' }), { withSpaces: true }, false],
    [
      'every filter at once',
      session('18:30', { activityId: 7 }),
      { category: 'swimming', activityId: 7, timeOfDay: 'evening', withSpaces: true },
      true,
    ],
  ];
  it.each(cases)('%s', (_name, candidate, filters, kept) => {
    expect(matchesFilters(candidate, { ...noFilters, ...filters })).toBe(kept);
  });

  it('keeps the order of the sessions it keeps', () => {
    const day = [session('07:00'), session('12:30'), session('18:00'), session('19:00', { availability: 'full' })];
    expect(
      filterSessions(day, { ...noFilters, timeOfDay: 'evening', withSpaces: true }).map((s) => s.startTime),
    ).toEqual(['18:00']);
  });
});

describe('the timetable in the page address', () => {
  it.each([
    ['', { date: null, category: null, activityId: null, timeOfDay: null, withSpaces: false }],
    [
      'date=2026-11-26&category=swimming&activity=12&time=evening&spaces=1',
      { date: '2026-11-26', category: 'swimming', activityId: 12, timeOfDay: 'evening', withSpaces: true },
    ],
    [
      'date=26/11/2026&category=Not%20a%20slug&activity=-3&time=night&spaces=yes',
      { date: null, category: null, activityId: null, timeOfDay: null, withSpaces: false },
    ],
  ])('reads "%s"', (query, expected) => {
    expect(readTimetableSearch(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what is chosen and keeps other params', () => {
    const written = writeTimetableSearch(new URLSearchParams('utm_source=mail&time=morning'), {
      date: '2026-11-27',
      category: 'kids',
      activityId: null,
      timeOfDay: null,
      withSpaces: true,
    });
    expect(written.toString()).toBe('utm_source=mail&date=2026-11-27&category=kids&spaces=1');
    expect(readTimetableSearch(written)).toMatchObject({ date: '2026-11-27', category: 'kids', withSpaces: true });
  });
});
