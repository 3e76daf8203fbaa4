import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectLoggedIn } from '../state/authSelectors.ts';
import { useAuthSelector } from '../hooks/authHooks.ts';
import { LOGIN_PATH, loginUrlFor } from './loginRedirect.ts';

export interface RequireAuthProps {
  /** The protected page; leave it out to use the guard as a layout route around <Outlet />. */
  children?: ReactNode;
  loginPath?: string;
}

/**
 * The route guard of docs/product/platform.md §2 / §6: a visitor who is not logged in goes to /login with `redirect` holding the
 * path and query they asked for. Put it only around known routes, so unknown paths show not-found (docs/product/platform.md D2).
 */
export function RequireAuth({ children, loginPath = LOGIN_PATH }: RequireAuthProps) {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginUrlFor(location, loginPath)} replace />;
  return children ?? <Outlet />;
}
