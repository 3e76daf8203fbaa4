import { callEndpoint } from '@leisure/api-client';
import { authRoutes } from '@leisure/api-contract/browser';
import { createAuthThunk } from './authStore.ts';
import { endSession } from './session.ts';

/**
 * The session ends here at once (and, through the shared cookie, on the other sub-domains within one cookie poll),
 * then POST auth/logout revokes its token. In that order, no call the page makes meanwhile carries a token the
 * server has just revoked (its 401 would reload the page). A failed call still leaves the user logged out here:
 * they asked to leave, and a token nobody holds any more is as good as revoked.
 */
export const logout = createAuthThunk('auth/logout', async (_: void, { extra, dispatch }) => {
  const token = extra.authCookies.readToken();
  dispatch(endSession());
  if (!token) return;
  try {
    await callEndpoint(extra.httpClient, authRoutes.logout, { bearerToken: token });
  } catch {
    // Logged out here already.
  }
});
