import { calendarFeedRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

const feedTag = { type: 'CalendarFeed' as const, id: 'mine' };

/**
 * The customer's private calendar feed link (docs/decisions/0480-private-calendar-feed.md): see it, make a new one
 * (the old stops working) and turn it off.
 */
export const calendarFeedApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getMyCalendarFeed: builder.query({
      ...endpointQuery(calendarFeedRoutes.getMyCalendarFeed),
      providesTags: [feedTag],
    }),
    createMyCalendarFeed: builder.mutation({
      ...endpointQuery(calendarFeedRoutes.createMyCalendarFeed),
      invalidatesTags: (answer) => (answer ? [feedTag] : []),
    }),
    deleteMyCalendarFeed: builder.mutation({
      ...endpointQuery(calendarFeedRoutes.deleteMyCalendarFeed),
      invalidatesTags: (_answer, error) => (error ? [] : [feedTag]),
    }),
  }),
});

export const { useGetMyCalendarFeedQuery, useCreateMyCalendarFeedMutation, useDeleteMyCalendarFeedMutation } =
  calendarFeedApi;
