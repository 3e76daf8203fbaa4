import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi, type ApiTagType } from '@leisure/api-client';
import { sessionEnded, sessionStarted } from '@leisure/auth';

/**
 * Answers that depend on who is logged in: membership prices and eligibility (a guest may always buy; a member's age
 * and memberships decide), saved answers to additional questions, and the joining cart.
 */
const userDependentTags: ApiTagType[] = ['MembershipType', 'Question', 'JoiningCart'];

/**
 * When a session starts or ends (log-in, registration, log-out, or the shared cookie changing on another
 * sub-domain), what was loaded for the previous user is stale: it is refetched wherever it is still shown.
 */
export function createUserDependentDataListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(sessionStarted, sessionEnded),
    effect: (_action, api) => {
      api.dispatch(baseApi.util.invalidateTags(userDependentTags));
    },
  });
  return listener.middleware;
}
