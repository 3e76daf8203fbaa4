import { baseApi } from '@leisure/api-client';
import { authRoutes, type Session } from '@leisure/api-contract/browser';
import { loginFailureMessage } from './authMessages.ts';
import type { AuthExtra } from './authStore.ts';
import { endSession } from './session.ts';
import { sessionAnswer } from './sessionCall.ts';

export interface LoginCredentials {
  /** An email address or a customer ID (decision 0100). */
  username: string;
  password: string;
}

/** docs/product/platform.md §9: a log-in that never reached the server is tried again once after this long. */
export const LOGIN_RETRY_DELAY_MS = 250;

/**
 * Log in and log out, on the one api (decision 0010), with every first page: the auth slice keeps the log-in's
 * state from these mutations, and every header logs out. The forms' calls are in accountForms/accountFormsApi.ts.
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST auth/customer/login. The answer becomes this page's session (adoptSession); a log-in that never reached
     * the server is tried once more (decision 0823); a failure asks for a danger toast with the server's message
     * (docs/product/platform.md §4, §8).
     */
    login: build.mutation<Session, LoginCredentials>({
      queryFn: sessionAnswer((body) => ({ endpoint: authRoutes.login, body }), loginFailureMessage),
      extraOptions: { retryNoAnswerAfterMs: LOGIN_RETRY_DELAY_MS },
    }),
    /**
     * The session ends here at once (and, through the shared cookie, on the other sub-domains within one cookie
     * poll), then POST auth/logout revokes its token. In that order, no call the page makes meanwhile carries a token
     * the server has just revoked (its 401 would reload the page). A failed call still leaves the user logged out
     * here: they asked to leave, and a token nobody holds any more is as good as revoked.
     */
    logout: build.mutation<null, void>({
      async queryFn(_arg, { dispatch, extra }, _extraOptions, baseQuery) {
        const token = (extra as AuthExtra).authCookies.readToken();
        dispatch(endSession());
        if (token) await baseQuery({ endpoint: authRoutes.logout, bearerToken: token });
        return { data: null };
      },
    }),
  }),
});

/** The header's, the account menu's and the kiosk's log-out (the forms' hooks are in accountFormsApi.ts). */
export const { useLogoutMutation } = sessionApi;
