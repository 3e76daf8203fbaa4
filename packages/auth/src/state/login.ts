import { callEndpoint, isCancelledRequest } from '@leisure/api-client';
import { routes, type User } from '@leisure/api-contract/browser';
import { loginFailureFallback } from './authMessages.ts';
import { createAuthThunk } from './authStore.ts';
import { LOGIN_RETRY_DELAY_MS, retryOnceOnNetworkFailure } from './networkRetry.ts';
import { serverMessageOf } from './serverMessage.ts';
import { startSession } from './session.ts';

export interface LoginCredentials {
  /** An email address or a customer ID (decision 0100). */
  username: string;
  password: string;
}

export interface LoginFailure {
  message: string;
}

/**
 * POST auth/customer/login. Success stores the token in the shared cookie and the user in the cache; a log-in that
 * never reached the server is tried once more after 250 ms; a failure keeps the server's message (spec 01 §4, §8)
 * for the form and asks the app for a danger toast with it.
 */
export const login = createAuthThunk<User, LoginCredentials, { rejectValue: LoginFailure }>(
  'auth/login',
  async (credentials, { extra, dispatch, rejectWithValue }) => {
    try {
      const session = await retryOnceOnNetworkFailure(
        () => callEndpoint(extra.httpClient, routes.auth.login, { body: credentials }),
        LOGIN_RETRY_DELAY_MS,
      );
      await dispatch(startSession(session));
      return session.user;
    } catch (error) {
      if (isCancelledRequest(error)) throw error;
      const message = serverMessageOf(error) ?? loginFailureFallback;
      return rejectWithValue({ message }, { toast: { content: message, type: 'danger' } });
    }
  },
);
