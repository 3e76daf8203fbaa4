import { householdsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, listTags, type ApiTag } from '../rtk/tags.ts';

/**
 * What a household change makes stale: every household answer (LIST; the staff read too) and the people the caller
 * may book for, which are the household (docs/decisions/0313-households.md). Nothing changes when the call failed.
 */
const changed = (_answer: unknown, error: unknown): ApiTag[] =>
  error ? [] : [listTag('Household'), { type: 'User', id: 'attendees' }];

/**
 * The caller's household (docs/decisions/0313-households.md): its members (a tag each, by user id) and, for the
 * payer, pending invitations; adding a child, inviting an adult, reading who sent an invitation, accepting or
 * declining by code, leaving, removing a member, withdrawing an invitation; and the selected customer's household
 * for front-of-house staff.
 */
export const householdApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getMyHousehold: builder.query({
      ...endpointQuery(householdsRoutes.getMyHousehold),
      providesTags: (household) => listTags('Household', household?.members),
    }),
    addHouseholdChild: builder.mutation({
      ...endpointQuery(householdsRoutes.addHouseholdChild),
      invalidatesTags: changed,
    }),
    inviteHouseholdAdult: builder.mutation({
      ...endpointQuery(householdsRoutes.inviteHouseholdAdult),
      invalidatesTags: changed,
    }),
    /** Who sent an invitation, read by its code before answering (a POST: the code stays out of URLs; 0422). */
    previewHouseholdInvitation: builder.mutation({
      ...endpointQuery(householdsRoutes.previewHouseholdInvitation),
    }),
    acceptHouseholdInvitation: builder.mutation({
      ...endpointQuery(householdsRoutes.acceptHouseholdInvitation),
      invalidatesTags: changed,
    }),
    declineHouseholdInvitation: builder.mutation({
      ...endpointQuery(householdsRoutes.declineHouseholdInvitation),
      invalidatesTags: changed,
    }),
    cancelHouseholdInvitation: builder.mutation({
      ...endpointQuery(householdsRoutes.cancelHouseholdInvitation),
      invalidatesTags: changed,
    }),
    leaveHousehold: builder.mutation({
      ...endpointQuery(householdsRoutes.leaveHousehold),
      invalidatesTags: changed,
    }),
    removeHouseholdMember: builder.mutation({
      ...endpointQuery(householdsRoutes.removeHouseholdMember),
      invalidatesTags: (answer, error, args) =>
        error ? [] : [{ type: 'Household', id: args.params.id }, ...changed(answer, error)],
    }),
    getStaffCustomerHousehold: builder.query({
      ...endpointQuery(householdsRoutes.getStaffCustomerHousehold),
      providesTags: (household) => listTags('Household', household?.members),
    }),
  }),
});

export const {
  useGetMyHouseholdQuery,
  useAddHouseholdChildMutation,
  useInviteHouseholdAdultMutation,
  usePreviewHouseholdInvitationMutation,
  useAcceptHouseholdInvitationMutation,
  useDeclineHouseholdInvitationMutation,
  useCancelHouseholdInvitationMutation,
  useLeaveHouseholdMutation,
  useRemoveHouseholdMemberMutation,
  useGetStaffCustomerHouseholdQuery,
} = householdApi;
