import type { LessonPartOfDay } from '@leisure/api-contract/browser';

/**
 * The class finder's search, kept in the page address so a shared link shows the same classes
 * (docs/decisions/0594-lessons-in-bookings.md): the learner's age in years or a level, a venue, a weekday and a part
 * of the day. Unknown or malformed values read as "any", except the age, which the API checks (422 by the field).
 */
export interface LessonSearch {
  /** As typed: the API says when it is not a whole number of years. */
  age: string;
  levelId: number | null;
  venue: string | null;
  /** ISO weekday, 1 (Monday) to 7. */
  weekday: number | null;
  partOfDay: LessonPartOfDay | null;
}

export const partsOfDay = ['morning', 'afternoon', 'evening'] as const satisfies readonly LessonPartOfDay[];

/** The parts of the day as docs/decisions/0591 draws them, which is how the waiting list keeps preferences. */
export const partOfDayLabels: Record<LessonPartOfDay, string> = {
  morning: 'Morning (before 12:00)',
  afternoon: 'Afternoon (12:00 to 17:00)',
  evening: 'Evening (from 17:00)',
};

export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const positiveInt = (value: string | null, max = Number.MAX_SAFE_INTEGER): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

export function readLessonSearch(params: URLSearchParams): LessonSearch {
  const part = params.get('time');
  return {
    age: params.get('age') ?? '',
    levelId: positiveInt(params.get('level')),
    venue: params.get('venue') || null,
    weekday: positiveInt(params.get('day'), 7),
    partOfDay: (partsOfDay as readonly string[]).includes(part ?? '') ? (part as LessonPartOfDay) : null,
  };
}

/** The address's search for these filters; parameters other than the finder's are kept. */
export function writeLessonSearch(current: URLSearchParams, search: LessonSearch): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  set('age', search.age.trim());
  set('level', search.levelId);
  set('venue', search.venue);
  set('day', search.weekday);
  set('time', search.partOfDay);
  return next;
}

/** The API's start-time window for a part of the day (London time, inclusive). */
const windows: Record<LessonPartOfDay, { from?: string; to?: string }> = {
  morning: { to: '11:59' },
  afternoon: { from: '12:00', to: '16:59' },
  evening: { from: '17:00' },
};

/** The searchLessonClasses query for a search: the age goes as typed, so a bad one comes back as a field message. */
export function lessonClassesQueryOf(search: LessonSearch) {
  const age = search.age.trim();
  return {
    ...(age ? { age: age as unknown as number } : {}),
    ...(search.levelId !== null ? { levelId: search.levelId } : {}),
    ...(search.venue ? { venue: search.venue } : {}),
    ...(search.weekday !== null ? { weekday: search.weekday } : {}),
    ...(search.partOfDay ? windows[search.partOfDay] : {}),
  };
}

export const isFiltered = (search: LessonSearch): boolean =>
  search.age.trim() !== '' ||
  search.levelId !== null ||
  search.venue !== null ||
  search.weekday !== null ||
  search.partOfDay !== null;
