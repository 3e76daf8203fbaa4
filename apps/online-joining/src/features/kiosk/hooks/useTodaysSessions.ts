import { skipToken } from '@reduxjs/toolkit/query';
import type { SessionSummary } from '@leisure/api-contract/browser';
import { useGetTimetableQuery } from '@leisure/api-client/endpoints/activitiesApi';

/** How many of the day's next sessions the kiosk home lists (docs/decisions/0024): a tablet's screen, unscrolled. */
export const TODAYS_SESSIONS_SHOWN = 4;

export interface TodaysSessions {
  /** The next sessions today, soonest first: not started, not cancelled (a full one still shows, as full). */
  sessions: SessionSummary[];
  /** The venue's today, as the timetable answers it (London). */
  date: string | null;
  isLoading: boolean;
  isError: boolean;
}

/** What is still to come today at the kiosk's venue (GET activities/timetable, today by default). */
export function useTodaysSessions(venueSlug: string | null): TodaysSessions {
  const { data, isLoading, isError } = useGetTimetableQuery(venueSlug ? { query: { venue: venueSlug } } : skipToken);
  const upcoming = (data?.sessions ?? []).filter(
    (session) =>
      session.status === 'scheduled' && session.availability !== 'started' && session.availability !== 'cancelled',
  );
  const sessions = [...upcoming].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, TODAYS_SESSIONS_SHOWN);
  return { sessions, date: data?.date ?? null, isLoading, isError };
}
