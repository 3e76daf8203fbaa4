import { noFilters, timesOfDay, type SessionFilters, type TimeOfDay } from './sessionFilters.ts';

/**
 * The timetable's choices in the page address (`?date=2026-11-26&category=swimming&activity=12&time=evening&spaces=1`),
 * so that a refresh, a shared link or Back shows the same sessions. Values that make no sense are ignored.
 */
export interface TimetableSearch extends SessionFilters {
  /** null: today (the first day the timetable offers). */
  date: string | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function readTimetableSearch(params: URLSearchParams): TimetableSearch {
  const date = params.get('date');
  const category = params.get('category');
  const activity = Number(params.get('activity'));
  const time = params.get('time');
  return {
    date: date && isoDate.test(date) ? date : null,
    category: category && slug.test(category) ? category : null,
    activityId: Number.isInteger(activity) && activity > 0 ? activity : null,
    timeOfDay: timesOfDay.includes(time as TimeOfDay) ? (time as TimeOfDay) : null,
    withSpaces: params.get('spaces') === '1',
  };
}

/** The params with the timetable's choices replaced (other params are kept); defaults are left out. */
export function writeTimetableSearch(params: URLSearchParams, search: TimetableSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('date', search.date);
  set('category', search.category);
  set('activity', search.activityId === null ? null : String(search.activityId));
  set('time', search.timeOfDay);
  set('spaces', search.withSpaces ? '1' : null);
  return next;
}

export const clearedFilters = (search: TimetableSearch): TimetableSearch => ({ ...search, ...noFilters });
