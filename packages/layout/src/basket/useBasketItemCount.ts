import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTag } from '@leisure/api-client';

/**
 * The header's view of the basket: GET cart, for its item count. It provides the Cart list tag, so whatever
 * changes the basket (add, remove, discard) and invalidates that tag refreshes the badge too.
 */
export const basketApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getHeaderBasket: builder.query({ ...endpointQuery(routes.cart.getCart), providesTags: [listTag('Cart')] }),
  }),
});

/** Items in the logged-in customer's basket; a visitor's is empty (the API keeps baskets for customers only). */
export function useBasketItemCount(loggedIn: boolean): number {
  const { data } = basketApi.useGetHeaderBasketQuery(undefined, { skip: !loggedIn });
  return loggedIn ? (data?.items.length ?? 0) : 0;
}
