import { routes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag } from '../rtk/tags.ts';

/**
 * The customer's basket (GET cart): one cache entry for the header's count and any basket page. It provides the
 * Cart list tag, so whatever changes the basket (add, remove, discard) and invalidates that tag refreshes both.
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getCart: builder.query({ ...endpointQuery(routes.cart.getCart), providesTags: [listTag('Cart')] }),
  }),
});

export const { useGetCartQuery } = cartApi;
