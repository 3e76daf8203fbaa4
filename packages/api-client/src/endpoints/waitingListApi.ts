import { waitingListRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { itemTags, listTag, type ApiTag } from '../rtk/tags.ts';

/**
 * Joining or leaving a list changes what the timetable says about the session and, when a place is offered, the
 * basket (docs/decisions/0311-waiting-list.md).
 */
const changedByAList: ApiTag[] = [listTag('WaitingList'), listTag('Timetable'), listTag('Session'), listTag('Cart')];

/**
 * The waiting lists of full sessions (docs/product/bookings.md D20: "a full session offers Join waiting list"): one
 * session's list (how many wait, whether it can be joined, the caller's entries), joining and leaving it, and the
 * customer's own entries.
 */
export const waitingListApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getSessionWaitingList: builder.query({
      ...endpointQuery(waitingListRoutes.getSessionWaitingList),
      providesTags: (_list, _error, { params }) => itemTags('WaitingList', params.sessionId),
    }),
    joinWaitingList: builder.mutation({
      ...endpointQuery(waitingListRoutes.joinWaitingList),
      invalidatesTags: (entry) => (entry ? changedByAList : []),
    }),
    leaveWaitingList: builder.mutation({
      ...endpointQuery(waitingListRoutes.leaveWaitingList),
      invalidatesTags: (list) => (list ? changedByAList : []),
    }),
    listMyWaitingList: builder.query({
      ...endpointQuery(waitingListRoutes.listMyWaitingList),
      providesTags: [listTag('WaitingList')],
    }),
  }),
});

export const {
  useGetSessionWaitingListQuery,
  useJoinWaitingListMutation,
  useLeaveWaitingListMutation,
  useListMyWaitingListQuery,
} = waitingListApi;
