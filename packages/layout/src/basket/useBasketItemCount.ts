import { useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';
import { useKeptChoiceCount } from '@leisure/basket/keptChoiceCount';

/**
 * The header's badge: items in the logged-in customer's basket (GET cart, the same cache entry as any basket page);
 * for a visitor, the sessions kept for them until they log in (decision 0321), since the API keeps baskets for
 * customers only.
 */
export function useBasketItemCount(loggedIn: boolean): number {
  const { data } = useGetCartQuery(undefined, { skip: !loggedIn });
  const kept = useKeptChoiceCount();
  return loggedIn ? (data?.items.length ?? 0) : kept;
}
