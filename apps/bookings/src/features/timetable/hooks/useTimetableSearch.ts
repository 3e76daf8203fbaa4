import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readTimetableSearch, writeTimetableSearch, type TimetableSearch } from '../rules/timetableSearch.ts';

/**
 * The timetable's day and filters, kept in the page address so a refresh or Back shows the same sessions. A change
 * replaces the history entry: Back leaves the venue page rather than stepping through every filter.
 */
export function useTimetableSearch(): [TimetableSearch, (change: Partial<TimetableSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readTimetableSearch(params), [params]);
  const update = useCallback(
    (change: Partial<TimetableSearch>) =>
      setParams((current) => writeTimetableSearch(current, { ...readTimetableSearch(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [search, update];
}
