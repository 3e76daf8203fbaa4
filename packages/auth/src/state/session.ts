import type { AuthThunk } from './authStore.ts';
import { sessionEnded } from './sessionActions.ts';

/** Drops the token and tells every slice that holds the user's data (docs/product/platform.md §4: user, cart, offline payments). */
export const endSession =
  (): AuthThunk =>
  (dispatch, _getState, { authCookies }) => {
    authCookies.removeToken();
    dispatch(sessionEnded());
  };
