import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, createHttpClient } from '@leisure/api-client';
import { rootReducer } from '@leisure/app-store';
// The package's entry injects its slices into the shared root reducer, as an app importing it does.
import '../../src/index.ts';

/** Same origin as jsdom's page, so the browser-side XHR needs no CORS answer. */
export const apiBaseUrl = `${window.location.origin}/api`;

/**
 * A store wired as an app wires it (shared root reducer, HTTP client as thunk extra), recording every action that
 * reaches it and the state after each.
 */
export function createPaymentTestStore() {
  const httpClient = createHttpClient({ baseUrl: apiBaseUrl });
  const actions: UnknownAction[] = [];
  const states: unknown[] = [];
  const recorder: Middleware = (api) => (next) => (action) => {
    actions.push(action as UnknownAction);
    const result = next(action);
    states.push(api.getState());
    return result;
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { httpClient } } })
        .prepend(recorder)
        .concat(baseApi.middleware),
  });
  return { store, actions, states };
}
