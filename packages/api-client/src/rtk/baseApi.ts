import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './httpBaseQuery.ts';
import { apiTagTypes } from './tags.ts';

/**
 * The one RTK Query API of an app. Packages and features add their calls with `baseApi.injectEndpoints`, so
 * every cache, tag and subscription lives in one `api` slice.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery(),
  tagTypes: apiTagTypes,
  endpoints: () => ({}),
});
