import { authApi } from '@leisure/api-client/endpoints/authApi';
import type { AuthThunk } from './authStore.ts';
import { sessionEnded, sessionStarted } from './sessionActions.ts';

/**
 * Brings this page in line with the shared token cookie (docs/product/platform.md §4), which another sub-domain may have changed:
 * a token that has gone ends the session; a new token (a log-in elsewhere) starts one and loads its user.
 * Resolves once any user load has settled.
 */
export const followTokenCookie =
  (): AuthThunk<Promise<void>> =>
  async (dispatch, getState, { authCookies }) => {
    const cookieToken = authCookies.readToken();
    if (cookieToken === getState().auth.token) return;
    if (!cookieToken) {
      dispatch(sessionEnded());
      return;
    }
    dispatch(sessionStarted({ token: cookieToken }));
    await dispatch(authApi.endpoints.getUser.initiate(getState().auth.sessionId, { subscribe: false }));
  };
