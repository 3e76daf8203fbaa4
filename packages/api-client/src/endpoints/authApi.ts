import { authRoutes, type User } from '@leisure/api-contract/browser';
import type { EndpointCall } from '../endpointCall.ts';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/**
 * The user and the onboarding forms. The calls that start or end a session (log in and out, register, the password
 * reset, the user update, the password change) are @leisure/auth's sessionApi and accountFormsApi, injected on this
 * same api: the answer's token must reach the shared cookie and the auth slice (decision 0010).
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * The logged-in user. docs/product/platform.md §7's "normalised to membershipUser with venue" is done by the API (decision
     * 0104), so the answer is kept as it comes. The query argument is the auth slice's sessionId: it is not sent,
     * it keys the cache, so each session has its own entry and a new session never shows the previous user.
     */
    getUser: builder.query<User, number>({
      query: (): EndpointCall => ({ endpoint: authRoutes.getUser }),
      providesTags: ['User'],
    }),
    /** The data fields of an onboarding form, with the logged-in user's answers (membership_purchase). */
    getDataFields: builder.query({
      ...endpointQuery(authRoutes.getDataFields),
      providesTags: (_fields, _error, args) => [{ type: 'DataField', id: args.query.onboardingType }],
    }),
    /** The terms a new account agrees to. */
    getAccountTerms: builder.query(endpointQuery(authRoutes.getAccountTerms)),
    /** "Email me my customer IDs": the same 202 whether or not an account has the address (decision 0313). */
    requestCustomerIds: builder.mutation(endpointQuery(authRoutes.requestCustomerIds)),
  }),
});

export const { useGetUserQuery, useGetDataFieldsQuery, useGetAccountTermsQuery, useRequestCustomerIdsMutation } =
  authApi;
