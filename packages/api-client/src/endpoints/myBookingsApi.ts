import { activitiesRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, listTags, type ApiTag } from '../rtk/tags.ts';

/**
 * What a cancellation changes (docs/decisions/0309-my-bookings-and-cancellation.md): the bookings lists, the user
 * (its account credit), the place on the session (timetables and session pages) and a package use given back.
 */
const changedByACancellation: (ApiTag | 'User')[] = [
  listTag('MyBooking'),
  'User',
  listTag('Timetable'),
  listTag('Session'),
  listTag('MyPackage'),
];

/**
 * The customer's own bookings in my account (docs/product/account.md D28): upcoming, past or cancelled, a page at a
 * time, for them and the linked accounts they book for (docs/decisions/0309-my-bookings-and-cancellation.md), and
 * cancelling one.
 */
export const myBookingsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyBookings: builder.query({
      ...endpointQuery(activitiesRoutes.listMyBookings),
      providesTags: (answer) => listTags('MyBooking', answer?.bookings),
    }),
    cancelMyBooking: builder.mutation({
      ...endpointQuery(activitiesRoutes.cancelMyBooking),
      invalidatesTags: (answer) => (answer ? changedByACancellation : []),
    }),
  }),
});

export const { useListMyBookingsQuery, useCancelMyBookingMutation } = myBookingsApi;
