import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery } from '@leisure/api-client';

/** GET activities/footer?venue (spec 01 §7): the venue's footer HTML, or the operator's without a venue. */
export const footerApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getSiteFooter: builder.query({
      ...endpointQuery(routes.site.getFooter),
      providesTags: (_footer, _error, args) => [{ type: 'Footer', id: args?.query?.venue ?? 'operator' }],
    }),
  }),
});

export const { useGetSiteFooterQuery } = footerApi;
