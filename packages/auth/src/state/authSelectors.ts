import type { User } from '@leisure/api-contract';
import { authApi } from '@leisure/api-client/endpoints/authApi';
import type { AuthRootState } from './authStore.ts';

export const selectLoggedIn = (state: AuthRootState): boolean => state.auth.token !== null;
export const selectLoginState = (state: AuthRootState) => state.auth.login;

/** The logged-in user once loaded; null when logged out or not loaded yet. */
export function selectCurrentUser(state: AuthRootState): User | null {
  if (state.auth.token === null) return null;
  return authApi.endpoints.getUser.select(state.auth.sessionId)(state).data ?? null;
}
