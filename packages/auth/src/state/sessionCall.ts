import type { BaseQueryApi, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { ApiError, ApiResultMeta, EndpointCall } from '@leisure/api-client';
import { authApi } from '@leisure/api-client/endpoints/authApi';
import type { Session } from '@leisure/api-contract/browser';
import type { AuthExtra, AuthRootState } from './authStore.ts';
import { authToastRequested, sessionStarted } from './sessionActions.ts';

type Answer<T = unknown> = QueryReturnValue<T, ApiError, ApiResultMeta>;

/** The shared base query as a queryFn is given it (the endpoint's extraOptions, e.g. the log-in's retry, apply). */
type BaseQuery = (call: EndpointCall) => Answer | PromiseLike<Answer>;

/**
 * The queryFn of one session call: sends it and fails with the ApiError, asking for the danger toast `toastOf` names
 * (decision 0822) unless the request was cancelled here, which is no failure to show; `onAnswer` takes a successful
 * answer before the mutation fulfils.
 */
export function sessionCall<Arg, Data>(
  toCall: (arg: Arg) => EndpointCall,
  toastOf?: (error: ApiError) => string | undefined,
  onAnswer?: (data: Data, api: BaseQueryApi) => void,
) {
  return async (arg: Arg, api: BaseQueryApi, _extraOptions: unknown, baseQuery: BaseQuery): Promise<Answer<Data>> => {
    const answer = await baseQuery(toCall(arg));
    if (answer.error) {
      const toast = toastOf?.(answer.error);
      if (toast !== undefined && !api.signal.aborted) api.dispatch(authToastRequested(toast));
    } else {
      onAnswer?.(answer.data as Data, api);
    }
    return answer as Answer<Data>;
  };
}

/**
 * A session answer (log-in, registration, password reset or change, user update) becomes this page's session
 * before its mutation fulfils, as the cookie poll makes another sub-domain's log-in this page's: the token goes into
 * the shared cookie, a new token starts a session (sessionStarted), and the user the answer carries fills that
 * session's cache entry (decision 0821), so no second call is needed to show who is logged in and no component asks
 * for it meanwhile. An answer with the token already held (a user update) carries on the session with the fresher
 * user.
 */
export function adoptSession(session: Session, { dispatch, getState, extra }: BaseQueryApi): void {
  (extra as AuthExtra).authCookies.writeToken(session.token, session.expiresAt);
  const auth = () => (getState() as AuthRootState).auth;
  if (session.token !== auth().token) dispatch(sessionStarted({ token: session.token }));
  dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: auth().sessionId, value: session.user }]));
}

/** The queryFn of a call whose answer is a session. */
export const sessionAnswer = <Arg>(toCall: (arg: Arg) => EndpointCall, toastOf?: (error: ApiError) => string) =>
  sessionCall<Arg, Session>(toCall, toastOf, adoptSession);
