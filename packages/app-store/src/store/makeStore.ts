import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@leisure/api-client';
import { authStateFromCookie, type AuthExtra } from '@leisure/auth';
import { sessionFlagsAtStart } from '../session/sessionSlice.ts';
import { createAppEnvironment } from './appEnvironment.ts';
import { rootReducer, type RootState } from './rootReducer.ts';
import { userDependentDataMiddleware } from './userDependentData.ts';

export interface MakeStoreOptions extends Partial<AuthExtra> {
  /** State to start from (tests, or a slice's saved state); the rest comes from the cookie and the URL. */
  preloadedState?: Partial<RootState>;
  /** The query string the page opened with, for the session flags. Defaults to the page's own. */
  search?: string;
}

/**
 * One app's store (Redux Toolkit's makeStore): the shared slices, RTK Query's middleware, and the HTTP client and
 * cookies as the thunk extra argument. Logged in at once when the shared cookie holds a token. Without an HTTP
 * client and cookies it builds both from the configuration (createAppEnvironment).
 */
export function makeStore({ preloadedState, search, ...environment }: MakeStoreOptions = {}) {
  const { httpClient, authCookies } =
    environment.httpClient && environment.authCookies
      ? { httpClient: environment.httpClient, authCookies: environment.authCookies }
      : createAppEnvironment();
  const extraArgument: AuthExtra = { httpClient, authCookies };
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: authStateFromCookie(authCookies.readToken()),
      session: sessionFlagsAtStart(search ?? globalThis.location?.search ?? ''),
      ...preloadedState,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument } }).concat(userDependentDataMiddleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
