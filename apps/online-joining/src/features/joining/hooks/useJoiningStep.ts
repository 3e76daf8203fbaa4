import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSectionId, reachableSection, type SectionId } from '../sections/sectionFlow.ts';

/**
 * The open section lives in the URL (`?step=dates`) so that the browser's Back button moves one section back and a
 * refresh reopens the same one (issue 4). A step the user may not be at yet falls back to the first unfinished one.
 */
export function useJoiningStep(displayed: readonly SectionId[], completed: readonly SectionId[]) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('step');
  const completedSet = useMemo(() => new Set(completed), [completed]);
  const open = reachableSection(displayed, completedSet, isSectionId(requested) ? requested : null);

  const openSection = useCallback(
    (id: SectionId, { replace = false }: { replace?: boolean } = {}) => {
      const withStep = (step: SectionId) => (current: URLSearchParams) => {
        const next = new URLSearchParams(current);
        next.set('step', step);
        return next;
      };
      // A page opened without a step (/centre/leeds) first records the section it shows, so that Back from the
      // next one returns to it rather than to the first unfinished section.
      if (!replace && requested === null && open !== id) setSearch(withStep(open), { replace: true });
      setSearch(withStep(id), { replace });
    },
    [open, requested, setSearch],
  );
  return { open, openSection };
}
