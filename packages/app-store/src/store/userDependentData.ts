import type { Middleware } from '@reduxjs/toolkit';
import { baseApi, type ApiTagType } from '@leisure/api-client';
import { sessionEnded, sessionStarted } from '@leisure/auth';

/**
 * Answers that depend on who is logged in: membership prices and eligibility (a guest may always buy; a member's age
 * and memberships decide), saved answers to additional questions, and the joining cart.
 */
const userDependentTags: ApiTagType[] = ['MembershipType', 'Question', 'JoiningCart'];

/**
 * When a session starts or ends (log-in, registration, log-out, or the shared cookie changing on another
 * sub-domain), what was loaded for the previous user is stale: it is refetched wherever it is still shown. A plain
 * middleware rather than RTK's listener middleware, which would add ~2 KB to every first load.
 */
export const userDependentDataMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (sessionStarted.match(action) || sessionEnded.match(action)) {
    store.dispatch(baseApi.util.invalidateTags(userDependentTags));
  }
  return result;
};
