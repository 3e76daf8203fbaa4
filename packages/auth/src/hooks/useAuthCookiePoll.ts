import { useEffect } from 'react';
import { followTokenCookie } from '../state/followTokenCookie.ts';
import { useAuthDispatch } from './authHooks.ts';

/** docs/product/platform.md §9: how often the shared token cookie is re-read. */
export const AUTH_COOKIE_POLL_MS = 5_000;

/**
 * Keeps the login state in step with the token cookie the three sub-domains share (docs/product/platform.md §4): every 5 s, and at
 * once when the tab becomes visible again (the moment someone looks at a tab left behind on another sub-domain).
 * Mount it once, near the root of each app.
 */
export function useAuthCookiePoll(intervalMs: number = AUTH_COOKIE_POLL_MS): void {
  const dispatch = useAuthDispatch();
  useEffect(() => {
    const check = () => void dispatch(followTokenCookie());
    const timer = setInterval(check, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch, intervalMs]);
}
