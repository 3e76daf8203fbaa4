import { siteRoutes, type Theme } from '@leisure/api-contract/browser';
import type { ApiError } from '../apiError.ts';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/** The site: its look and operator, its footer, and the venues (docs/product/platform.md §7). */
export const siteApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /**
     * The venue's theme, keyed by the venue slug (null: the operator's default). A venue's theme that cannot be had
     * (unknown venue, or any other failure) is asked for again without the venue, giving the operator's default
     * (docs/product/platform.md §7); only when that fails too is the theme a failure.
     */
    getTheme: builder.query<Theme, string | null>({
      async queryFn(venue, _api, _extraOptions, baseQuery) {
        const ask = (query: { venue?: string }) => baseQuery({ endpoint: siteRoutes.getTheme, query });
        if (venue) {
          const forVenue = await ask({ venue });
          if (!forVenue.error) return { data: forVenue.data as Theme };
        }
        const byDefault = await ask({});
        return byDefault.error ? { error: byDefault.error as ApiError } : { data: byDefault.data as Theme };
      },
      providesTags: (_theme, _error, venue) => [{ type: 'Theme', id: venue ?? 'default' }],
    }),
    getClient: builder.query({ ...endpointQuery(siteRoutes.getClient), providesTags: ['Client'] }),
    /** GET activities/footer?venue: the venue's footer HTML, or the operator's without a venue. */
    getFooter: builder.query({
      ...endpointQuery(siteRoutes.getFooter),
      providesTags: (_footer, _error, args) => [{ type: 'Footer', id: args?.query?.venue ?? 'operator' }],
    }),
    /** GET activities/venues: the venues bookings are made at. */
    listVenues: builder.query({
      ...endpointQuery(siteRoutes.listVenues),
      providesTags: (venues) => listTags('Venue', venues),
    }),
    getVenue: builder.query({
      ...endpointQuery(siteRoutes.getVenue),
      providesTags: (venue) => (venue ? [{ type: 'Venue' as const, id: venue.id }] : []),
    }),
    /** GET venues/online-joining: the centres that sell memberships online (another shape, so other tag ids). */
    listJoiningVenues: builder.query({
      ...endpointQuery(siteRoutes.listJoiningVenues),
      providesTags: (centres) => listTags('Venue', centres, (centre) => `joining-${centre.id}`),
    }),
  }),
});

export const {
  useGetThemeQuery,
  useGetClientQuery,
  useGetFooterQuery,
  useListVenuesQuery,
  useGetVenueQuery,
  useListJoiningVenuesQuery,
} = siteApi;
