import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '../redirect/safeRedirectPath.ts';
import { selectLoggedIn } from '../state/authSelectors.ts';
import { useAuthSelector } from '../hooks/authHooks.ts';

export interface GuestOnlyProps {
  children?: ReactNode;
  /** Where a logged-in user lands without a usable redirect (docs/product/platform.md D6: `/` of the front end). */
  fallback?: string;
}

/** The pathname of a same-origin path such as `/memberships?tab=1#x`. */
const pathnameOf = (path: string) => path.replace(/[?#].*$/, '');

/**
 * For pages only a logged-out visitor needs (log in, register). A logged-in user — already, or the moment the log-in
 * succeeds — is sent to the `redirect` query parameter when it passes safeRedirectPath, otherwise to `fallback`.
 * A redirect back to this very page would loop, so it counts as unusable too.
 */
export function GuestOnly({ children, fallback = '/' }: GuestOnlyProps) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  if (loggedIn) {
    const redirect = safeRedirectPath(searchParams.get('redirect'));
    const destination = redirect && pathnameOf(redirect) !== location.pathname ? redirect : fallback;
    return <Navigate to={destination} replace />;
  }
  return children ?? <Outlet />;
}
