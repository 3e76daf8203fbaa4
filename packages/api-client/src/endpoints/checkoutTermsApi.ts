import { membershipsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag } from '../rtk/tags.ts';

/** The terms agreed at checkout (`GET /terms?cart_id`): the joining cart's membership adds its own. */
export const checkoutTermsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listCheckoutTerms: builder.query({
      ...endpointQuery(membershipsRoutes.listCheckoutTerms),
      providesTags: [listTag('JoiningCart')],
    }),
  }),
});

export const { useListCheckoutTermsQuery } = checkoutTermsApi;
