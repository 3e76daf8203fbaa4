import { cartRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { selectedUserQueryArg } from '../rtk/selectedUserQueryArg.ts';
import { listTag } from '../rtk/tags.ts';

/**
 * The getCart cache entry for a selected user (docs/product/platform.md §3): the customer's own basket is the entry
 * without an argument, the one the header's badge reads; a linked account's basket has its own entry.
 */
export const cartQueryArg = selectedUserQueryArg;

/**
 * The customer's basket (docs/product/platform.md §7 Basket), as every header reads it for its count: GET cart, one
 * cache entry per selected user. The calls that change it are in cartChangesApi.ts, which loads with the pages that
 * change the basket rather than with every front end's first page (decision 0903).
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getCart: builder.query({
      ...endpointQuery(cartRoutes.getCart),
      providesTags: [listTag('Cart')],
      // Dropped as soon as nothing shows it: the header's badge shows it while logged in, so once logged out the
      // previous customer's basket is gone and the next log-in starts afresh (docs/product/platform.md §4).
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
