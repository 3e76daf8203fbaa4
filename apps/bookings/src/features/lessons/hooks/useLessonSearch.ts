import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readLessonSearch, writeLessonSearch, type LessonSearch } from '../rules/lessonSearch.ts';

/**
 * The finder's filters in the page address (docs/decisions/0594), as the timetable keeps its own: a shared link or a
 * refresh shows the same classes. A change replaces the history entry, so Back leaves the finder. Each change
 * builds on the last one written, not on the last render's address: two quick changes (an age typed, then a venue
 * chosen) both stay.
 */
export function useLessonSearch(): [LessonSearch, (change: Partial<LessonSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const rendered = useRef(params);
  // The address moved by itself (Back, a link): that is the latest.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const search = useMemo(() => readLessonSearch(params), [params]);
  const update = useCallback(
    (change: Partial<LessonSearch>) => {
      const next = writeLessonSearch(latest.current, { ...readLessonSearch(latest.current), ...change });
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [search, update];
}
