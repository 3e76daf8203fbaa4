import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SessionSummary } from '@leisure/api-contract/browser';

/**
 * A link naming one session (`?date=2026-12-05&session=42`, the kiosk home's "What's on today", docs/decisions/0024)
 * opens its details once the day's sessions have loaded; the `session` parameter is then dropped (the history entry
 * replaced), so closing the details or a refresh leaves the plain timetable.
 */
export function useLinkedSession(
  sessions: readonly SessionSummary[] | undefined,
  open: (session: SessionSummary) => void,
) {
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('session'));
  useEffect(() => {
    if (!params.has('session') || sessions === undefined) return;
    const session = Number.isInteger(linked) ? sessions.find((candidate) => candidate.id === linked) : undefined;
    if (session) open(session);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [linked, open, params, sessions, setParams]);
}
