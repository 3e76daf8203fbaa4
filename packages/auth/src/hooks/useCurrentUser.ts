import { skipToken } from '@reduxjs/toolkit/query';
import type { User } from '@leisure/api-contract';
import { isApiError, type ApiError } from '@leisure/api-client';
import { useGetUserQuery } from '@leisure/api-client/endpoints/authApi';
import { useAuthSelector } from './authHooks.ts';

export interface CurrentUser {
  loggedIn: boolean;
  /** Null when logged out, and while a session's user is still loading. */
  user: User | null;
  isLoading: boolean;
  error: ApiError | undefined;
}

/**
 * Who is logged in, loading the user (GET auth/user) when a session has none cached yet. `currentData` rather than
 * `data`: while a new session's user loads, the previous session's user must not show.
 */
export function useCurrentUser(): CurrentUser {
  const token = useAuthSelector((state) => state.auth.token);
  const sessionId = useAuthSelector((state) => state.auth.sessionId);
  const loggedIn = token !== null;
  const { currentData, isFetching, error } = useGetUserQuery(loggedIn ? sessionId : skipToken);
  return {
    loggedIn,
    user: loggedIn ? (currentData ?? null) : null,
    isLoading: loggedIn && !currentData && isFetching,
    error: loggedIn && isApiError(error) ? error : undefined,
  };
}
