import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, createHttpClient } from '@leisure/api-client';
import {
  authExemptPaths,
  authReducer,
  authStateFromCookie,
  createAuthCookies,
  createUnauthenticatedHandler,
} from '../../src/index.ts';
import { apiBaseUrl } from './sandboxApi.ts';

/** The parent domain of the test page http://bookings.leisure.localhost/ (vitest.config.ts). */
export const testCookieDomain = 'leisure.localhost';

/**
 * A store wired as an app wires it (the auth slice, the RTK Query cache, the HTTP client sending the cookie's token
 * as Bearer), with every dispatched action recorded and the page reload replaced by a counter.
 */
export function createAuthTestStore() {
  const authCookies = createAuthCookies({ domain: testCookieDomain, secure: false });
  const reloads = { count: 0 };
  const httpClient = createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: authCookies.readToken,
    onUnauthenticated: createUnauthenticatedHandler(authCookies, () => (reloads.count += 1)),
    unauthenticatedExemptPaths: authExemptPaths,
  });
  const actions: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { auth: authReducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { auth: authStateFromCookie(authCookies.readToken()) },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { httpClient, authCookies } } })
        .prepend(recorder)
        .concat(baseApi.middleware),
  });
  return { store, authCookies, httpClient, actions, reloads };
}

export type AuthTestStore = ReturnType<typeof createAuthTestStore>['store'];
