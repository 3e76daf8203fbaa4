import type { Session } from '@leisure/api-contract';
import { authApi } from '@leisure/api-client/endpoints/authApi';
import type { AuthThunk } from './authStore.ts';
import { sessionEnded, sessionStarted } from './sessionActions.ts';

/**
 * A session answer (log-in, registration, user update, password reset) becomes this page's session: the token
 * goes into the shared cookie and the user the answer carries fills the session's user cache, so no second call
 * is needed to show who is logged in. An answer with the token already held (a user update) carries on the same
 * session with the fresher user.
 */
export const startSession =
  (session: Session): AuthThunk<Promise<void>> =>
  async (dispatch, getState, { authCookies }) => {
    authCookies.writeToken(session.token, session.expiresAt);
    if (session.token !== getState().auth.token) dispatch(sessionStarted({ token: session.token }));
    await dispatch(authApi.util.upsertQueryData('getUser', getState().auth.sessionId, session.user));
  };

/** Drops the token and tells every slice that holds the user's data (docs/product/platform.md §4: user, cart, offline payments). */
export const endSession =
  (): AuthThunk =>
  (dispatch, _getState, { authCookies }) => {
    authCookies.removeToken();
    dispatch(sessionEnded());
  };
