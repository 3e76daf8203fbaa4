import type { SessionSummary } from '@leisure/api-contract/browser';

/** Morning: starts before 12:00; afternoon: 12:00 to 16:59; evening: from 17:00. */
export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const timeOfDayLabels: Record<TimeOfDay, string> = {
  morning: 'Morning (before 12:00)',
  afternoon: 'Afternoon (12:00 to 17:00)',
  evening: 'Evening (from 17:00)',
};

/** What the timetable is narrowed to; null: any. */
export interface SessionFilters {
  category: string | null;
  activityId: number | null;
  timeOfDay: TimeOfDay | null;
  /** Only sessions with a place left that can still be had (not full, cancelled or started). */
  withSpaces: boolean;
}

export const noFilters: SessionFilters = { category: null, activityId: null, timeOfDay: null, withSpaces: false };

/** The part of the day a local start time ("07:00") falls in. */
export function timeOfDayOf(startTime: string): TimeOfDay {
  if (startTime < '12:00') return 'morning';
  return startTime < '17:00' ? 'afternoon' : 'evening';
}

export const hasSpaces = (session: Pick<SessionSummary, 'availability'>): boolean =>
  session.availability === 'available' || session.availability === 'limited';

type FilterableSession = Pick<SessionSummary, 'activityId' | 'category' | 'startTime' | 'availability'>;

export function matchesFilters(session: FilterableSession, filters: SessionFilters): boolean {
  return (
    (filters.category === null || session.category.slug === filters.category) &&
    (filters.activityId === null || session.activityId === filters.activityId) &&
    (filters.timeOfDay === null || timeOfDayOf(session.startTime) === filters.timeOfDay) &&
    (!filters.withSpaces || hasSpaces(session))
  );
}

export function filterSessions<S extends FilterableSession>(sessions: readonly S[], filters: SessionFilters): S[] {
  return sessions.filter((session) => matchesFilters(session, filters));
}

export const isFiltered = (filters: SessionFilters): boolean =>
  filters.category !== null || filters.activityId !== null || filters.timeOfDay !== null || filters.withSpaces;
