import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTags } from '@leisure/api-client';

/** GET activities/venues and GET activities/venues/{venue} (spec 01 §7): the venues bookings are made at. */
export const venuesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listBookingVenues: builder.query({
      ...endpointQuery(routes.site.listVenues),
      providesTags: (venues) => listTags('Venue', venues),
    }),
    getBookingVenue: builder.query({
      ...endpointQuery(routes.site.getVenue),
      providesTags: (venue) => (venue ? [{ type: 'Venue' as const, id: venue.id }] : []),
    }),
  }),
});

export const { useListBookingVenuesQuery, useGetBookingVenueQuery } = venuesApi;
