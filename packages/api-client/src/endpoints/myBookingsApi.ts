import { activitiesRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/**
 * The customer's own bookings in my account (docs/product/account.md D28): upcoming, past or cancelled, a page at a
 * time, for them and the linked accounts they book for (docs/decisions/0309-my-bookings-and-cancellation.md).
 */
export const myBookingsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyBookings: builder.query({
      ...endpointQuery(activitiesRoutes.listMyBookings),
      providesTags: (answer) => listTags('MyBooking', answer?.bookings),
    }),
  }),
});

export const { useListMyBookingsQuery } = myBookingsApi;
