import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTag } from '@leisure/api-client';

/** Changing a monthly membership and renewing a single-payment one (spec 02 §7, decision 0204). */
export const membershipChangeApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listChangeOptions: builder.query({
      ...endpointQuery(routes.memberships.listChangeOptions),
      providesTags: (_answer, _error, args) => [{ type: 'Membership', id: args.params.membershipId }],
    }),
    storeMembershipChange: builder.mutation({
      ...endpointQuery(routes.memberships.storeMembershipChange),
      invalidatesTags: [listTag('JoiningCart')],
    }),
    renewMembership: builder.mutation({
      ...endpointQuery(routes.memberships.renewMembership),
      invalidatesTags: [listTag('JoiningCart')],
    }),
  }),
});

export const { useListChangeOptionsQuery, useStoreMembershipChangeMutation, useRenewMembershipMutation } =
  membershipChangeApi;
