import { configureStore } from '@reduxjs/toolkit';
import { afterEach } from 'vitest';
import { baseApi, createHttpClient } from '../../src/index.ts';
import { apiBaseUrl } from './sandboxApi.ts';

/** A store with only the shared API, as a front end's would hold it, talking to `apiBaseUrl`. */
export function createTestStore() {
  const httpClient = createHttpClient({ baseUrl: apiBaseUrl });
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { httpClient } } }).concat(baseApi.middleware),
  });
}

/** A fresh store for each test of the file: `store()` is the current one. */
export function useTestStore() {
  let store = createTestStore();
  afterEach(() => {
    store.dispatch(baseApi.util.resetApiState());
    store = createTestStore();
  });
  return () => store;
}
