import { routes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, listTags } from '../rtk/tags.ts';

/**
 * Memberships (spec 02 §7): the centre's membership types with this user's prices for today, their costs for a
 * start date and billing day, promotion codes, changing a monthly membership and renewing a single-payment one
 * (decision 0204), a type's additional questions with the user's saved answers, and the terms agreed along the way.
 */
export const membershipsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMembershipTypes: builder.query({
      ...endpointQuery(routes.memberships.listMembershipTypes),
      providesTags: (memberships) => listTags('MembershipType', memberships, (membership) => membership.id),
    }),
    getMembershipCosts: builder.query(endpointQuery(routes.memberships.getMembershipCosts)),
    validatePromotion: builder.query(endpointQuery(routes.memberships.validatePromotion)),

    listChangeOptions: builder.query({
      ...endpointQuery(routes.memberships.listChangeOptions),
      providesTags: (_answer, _error, args) => [{ type: 'Membership', id: args.params.membershipId }],
    }),
    getChangeCosts: builder.query(endpointQuery(routes.memberships.getChangeCosts)),
    storeMembershipChange: builder.mutation({
      ...endpointQuery(routes.memberships.storeMembershipChange),
      invalidatesTags: [listTag('JoiningCart')],
    }),
    renewMembership: builder.mutation({
      ...endpointQuery(routes.memberships.renewMembership),
      invalidatesTags: [listTag('JoiningCart')],
    }),

    getCustomQuestions: builder.query({
      ...endpointQuery(routes.memberships.getCustomQuestions),
      providesTags: (_groups, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),
    saveCustomAnswers: builder.mutation({
      ...endpointQuery(routes.memberships.saveCustomAnswers),
      invalidatesTags: (_saved, _error, args) => [{ type: 'Question', id: args.params.typeId }],
    }),

    getHealthCommitment: builder.query(endpointQuery(routes.memberships.getHealthCommitment)),
    getMembershipTerms: builder.query(endpointQuery(routes.memberships.getMembershipTerms)),
    getDirectDebitTerms: builder.query(endpointQuery(routes.memberships.getDirectDebitTerms)),
    /** The terms agreed at checkout (`GET /terms?cart_id`): the joining cart's membership adds its own. */
    listCheckoutTerms: builder.query({
      ...endpointQuery(routes.memberships.listCheckoutTerms),
      providesTags: [listTag('JoiningCart')],
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
  useGetCustomQuestionsQuery,
  useSaveCustomAnswersMutation,
  useGetHealthCommitmentQuery,
  useGetMembershipTermsQuery,
  useGetDirectDebitTermsQuery,
  useListCheckoutTermsQuery,
} = membershipsApi;
