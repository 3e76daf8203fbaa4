import { membershipChangesRoutes, membershipsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { itemTags, listTags } from '../rtk/tags.ts';

/** A change to one membership refreshes it and the list (the dashboard's memberships too). */
const changedMembership = (
  membership: { id: number } | undefined,
  _error: unknown,
  args: { params: { membershipId: number } },
) => itemTags('MyMembership', membership?.id ?? args.params.membershipId);

/**
 * The memberships the customer holds, for the account pages (docs/product/account.md D29): status, home centre,
 * price, next payment and whether proof of eligibility is still to be uploaded (docs/decisions/0209-account-memberships.md);
 * freezing and cancelling them (docs/decisions/0440, 0441). Freeze and cancellation quotes provide no tags: they
 * answer for today's state, so pages ask again when they open (a change would otherwise refetch them into a 409).
 */
export const myMembershipsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyMemberships: builder.query({
      ...endpointQuery(membershipsRoutes.listMyMemberships),
      providesTags: (memberships) => listTags('MyMembership', memberships),
    }),
    getFreezeOptions: builder.query({
      ...endpointQuery(membershipChangesRoutes.getFreezeOptions),
    }),
    quoteFreeze: builder.query({
      ...endpointQuery(membershipChangesRoutes.quoteFreeze),
    }),
    freezeMembership: builder.mutation({
      ...endpointQuery(membershipChangesRoutes.freezeMembership),
      invalidatesTags: changedMembership,
    }),
    endMembershipFreeze: builder.mutation({
      ...endpointQuery(membershipChangesRoutes.endMembershipFreeze),
      invalidatesTags: changedMembership,
    }),
    quoteCancellation: builder.query({
      ...endpointQuery(membershipChangesRoutes.quoteCancellation),
    }),
    cancelMembership: builder.mutation({
      ...endpointQuery(membershipChangesRoutes.cancelMembership),
      invalidatesTags: changedMembership,
    }),
    withdrawMembershipCancellation: builder.mutation({
      ...endpointQuery(membershipChangesRoutes.withdrawMembershipCancellation),
      invalidatesTags: changedMembership,
    }),
  }),
});

export const {
  useListMyMembershipsQuery,
  useGetFreezeOptionsQuery,
  useLazyQuoteFreezeQuery,
  useFreezeMembershipMutation,
  useEndMembershipFreezeMutation,
  useQuoteCancellationQuery,
  useCancelMembershipMutation,
  useWithdrawMembershipCancellationMutation,
} = myMembershipsApi;
