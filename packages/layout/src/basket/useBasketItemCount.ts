import { useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';

/**
 * Items in the logged-in customer's basket, for the header's badge (GET cart, the same cache entry as any basket
 * page); a visitor's is empty (the API keeps baskets for customers only).
 */
export function useBasketItemCount(loggedIn: boolean): number {
  const { data } = useGetCartQuery(undefined, { skip: !loggedIn });
  return loggedIn ? (data?.items.length ?? 0) : 0;
}
