import { baseApi, endpointQuery, type ApiError } from '@leisure/api-client';
import { routes, type Theme } from '@leisure/api-contract/browser';

/**
 * The site's look and operator as server state. A venue's theme that cannot be had (unknown venue, or any other
 * failure) is asked for again without the venue, giving the operator's default (spec 01 §7); only when that fails
 * too is the theme a failure.
 */
export const themeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVenueTheme: build.query<Theme, string | null>({
      async queryFn(venue, _api, _extraOptions, baseQuery) {
        const ask = (query: { venue?: string }) => baseQuery({ endpoint: routes.site.getTheme, query });
        if (venue) {
          const forVenue = await ask({ venue });
          if (!forVenue.error) return { data: forVenue.data as Theme };
        }
        const byDefault = await ask({});
        return byDefault.error ? { error: byDefault.error as ApiError } : { data: byDefault.data as Theme };
      },
      providesTags: (_theme, _error, venue) => [{ type: 'Theme', id: venue ?? 'default' }],
    }),
    getSiteClient: build.query({ ...endpointQuery(routes.site.getClient), providesTags: ['Client'] }),
  }),
});

export const { useGetVenueThemeQuery, useGetSiteClientQuery } = themeApi;
