import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pushAnalyticsEvent, stepNames } from '../dataLayer.ts';

/** One pageview per page address (path and query), not per render. */
export function usePageviews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pushAnalyticsEvent({ event: 'pageview', page: `${pathname}${search}` });
  }, [pathname, search]);
}

/**
 * memberships_progress (docs/product/joining.md §4) each time a section opens: its number among the displayed sections and its
 * name. The same section reopened by a re-render is not counted again.
 */
export function useMembershipsProgress(open: keyof typeof stepNames, stepNumber: number | undefined): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (stepNumber === undefined || last.current === open) return;
    last.current = open;
    pushAnalyticsEvent({ event: 'memberships_progress', stepNumber, stepName: stepNames[open] });
  }, [open, stepNumber]);
}
