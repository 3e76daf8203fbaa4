import { callEndpoint } from '@leisure/api-client';
import { routes } from '@leisure/api-contract/browser';
import { createAuthThunk } from './authStore.ts';
import { endSession } from './session.ts';

/**
 * POST auth/logout, then the session ends here and, through the shared cookie, on the other sub-domains within
 * one cookie poll. A failed call still logs out locally: the user asked to leave, and a token nobody holds any
 * more is as good as revoked.
 */
export const logout = createAuthThunk('auth/logout', async (_: void, { extra, dispatch }) => {
  if (extra.authCookies.readToken()) {
    try {
      await callEndpoint(extra.httpClient, routes.auth.logout);
    } catch {
      // Logged out locally below either way.
    }
  }
  dispatch(endSession());
});
