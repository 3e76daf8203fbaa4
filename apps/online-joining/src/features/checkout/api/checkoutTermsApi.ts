import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTag } from '@leisure/api-client';

/** The terms agreed at checkout (spec 02 §7 `GET /terms?cart_id`): the joining cart's membership adds its own. */
export const checkoutTermsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listCheckoutTerms: builder.query({
      ...endpointQuery(routes.memberships.listCheckoutTerms),
      providesTags: [listTag('JoiningCart')],
    }),
  }),
});

export const { useListCheckoutTermsQuery } = checkoutTermsApi;
