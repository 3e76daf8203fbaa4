import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery } from '@leisure/api-client';

/**
 * The calls of "Your details" (spec 02 §7): the data fields of an onboarding form (guests register with
 * customer_account_online, logged-in users answer membership_purchase), the account terms a new account agrees
 * to, and the update of a logged-in user's answers. Registration itself is @leisure/auth's register thunk.
 */
export const joinerDetailsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getDataFields: builder.query({
      ...endpointQuery(routes.auth.getDataFields),
      providesTags: (_fields, _error, args) => [{ type: 'DataField', id: args.query.onboardingType }],
    }),
    getAccountTerms: builder.query(endpointQuery(routes.auth.getAccountTerms)),
    updateUserDetails: builder.mutation({
      ...endpointQuery(routes.auth.updateUser),
      invalidatesTags: ['User', { type: 'DataField', id: 'membership_purchase' }],
    }),
  }),
});

export const { useGetDataFieldsQuery, useGetAccountTermsQuery, useUpdateUserDetailsMutation } = joinerDetailsApi;
