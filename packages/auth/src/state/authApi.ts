import { baseApi, type EndpointCall } from '@leisure/api-client';
import { routes, type User } from '@leisure/api-contract/browser';

/**
 * The logged-in user as server state. Spec 01 §7's "normalised to membershipUser with venue" is done by the API
 * (decision 0104), so the answer is kept as it comes. The query argument is the auth slice's sessionId: it is not
 * sent, it keys the cache, so each session has its own entry and a new session never shows the previous user.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (): EndpointCall => ({ endpoint: routes.auth.getUser }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserQuery } = authApi;
