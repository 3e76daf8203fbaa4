import { cartQueryArg, useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';
import { useAppSelector } from '@leisure/app-store';
import { useKeptChoiceCount } from '@leisure/basket/keptChoiceCount';
import { selectServedCustomerId } from '@leisure/front-of-house/selectedCustomerId';

/**
 * The header's badge: items in the logged-in customer's basket (GET cart, the same cache entry as any basket page),
 * or in the basket of the customer front-of-house staff are serving (docs/decisions/0610); for a visitor, the
 * sessions kept for them until they log in (decision 0321), since the API keeps baskets for customers only.
 */
export function useBasketItemCount(loggedIn: boolean): number {
  return useBasketSummary(loggedIn)[0];
}

/**
 * The count, and the total the kiosk bar shows beside it (docs/decisions/0024) from the same GET cart ("£12.50"; null
 * for a visitor, whose kept choice has no price yet).
 */
export function useBasketSummary(loggedIn: boolean): [count: number, total: string | null] {
  const servedCustomerId = useAppSelector(selectServedCustomerId);
  const { data } = useGetCartQuery(cartQueryArg(servedCustomerId), { skip: !loggedIn });
  const kept = useKeptChoiceCount();
  return loggedIn ? [data?.items.length ?? 0, data?.totals.formattedTotal ?? null] : [kept, null];
}
