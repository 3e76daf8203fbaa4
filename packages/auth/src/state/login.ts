import { callEndpoint } from '@leisure/api-client';
import { authRoutes } from '@leisure/api-contract/browser';
import { loginFailureFallback } from './authMessages.ts';
import { LOGIN_RETRY_DELAY_MS, retryOnceOnNetworkFailure } from './networkRetry.ts';
import { serverMessageOf } from './serverMessage.ts';
import { createSessionThunk } from './sessionThunk.ts';

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
 * never reached the server is tried once more after 250 ms; a failure keeps the server's message (docs/product/platform.md §4, §8)
 * for the form and asks the app for a danger toast with it.
 */
export const login = createSessionThunk<LoginCredentials, LoginFailure>('auth/login', {
  call: (credentials, httpClient) =>
    retryOnceOnNetworkFailure(
      () => callEndpoint(httpClient, authRoutes.login, { body: credentials }),
      LOGIN_RETRY_DELAY_MS,
    ),
  failure: (error) => {
    const message = serverMessageOf(error) ?? loginFailureFallback;
    return { value: { message }, meta: { toast: { content: message, type: 'danger' } } };
  },
});
