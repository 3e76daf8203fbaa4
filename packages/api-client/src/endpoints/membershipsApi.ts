import { membershipsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, listTags } from '../rtk/tags.ts';

/**
 * Memberships (docs/product/joining.md §7): the centre's membership types with this user's prices for today, their costs for a
 * start date and billing day, promotion codes, and changing a monthly membership or renewing a single-payment one
 * (decision 0204). The rest of the contract's memberships group is in customQuestionsApi, membershipTermsApi and
 * checkoutTermsApi: in one file, the joining page's first load would carry its lazily loaded sections' calls, and
 * the bundler splits such a file into a chunk of its own (decision 0903).
 */
export const membershipsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMembershipTypes: builder.query({
      ...endpointQuery(membershipsRoutes.listMembershipTypes),
      providesTags: (memberships) => listTags('MembershipType', memberships, (membership) => membership.id),
    }),
    getMembershipCosts: builder.query(endpointQuery(membershipsRoutes.getMembershipCosts)),
    validatePromotion: builder.query(endpointQuery(membershipsRoutes.validatePromotion)),

    listChangeOptions: builder.query({
      ...endpointQuery(membershipsRoutes.listChangeOptions),
      providesTags: (_answer, _error, args) => [{ type: 'Membership', id: args.params.membershipId }],
    }),
    getChangeCosts: builder.query(endpointQuery(membershipsRoutes.getChangeCosts)),
    storeMembershipChange: builder.mutation({
      ...endpointQuery(membershipsRoutes.storeMembershipChange),
      invalidatesTags: [listTag('JoiningCart')],
    }),
    renewMembership: builder.mutation({
      ...endpointQuery(membershipsRoutes.renewMembership),
      invalidatesTags: [listTag('JoiningCart')],
    }),
  }),
});

export const {
  useListMembershipTypesQuery,
  useGetMembershipCostsQuery,
  useLazyValidatePromotionQuery,
  useListChangeOptionsQuery,
  useGetChangeCostsQuery,
  useStoreMembershipChangeMutation,
  useRenewMembershipMutation,
} = membershipsApi;
