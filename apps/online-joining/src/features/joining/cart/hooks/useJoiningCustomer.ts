import { useAppSelector } from '@leisure/app-store';
import { selectServedCustomerId } from '@leisure/front-of-house/selectedCustomerId';

export interface JoiningCustomer {
  /** The customer front-of-house staff are serving; null for a customer joining for themself. */
  selectedUserId: number | null;
  /** getJoiningCart's argument: that customer's cart, or the caller's own (joiningApi's joiningCartQueryArg). */
  cartArg: { query: { selectedUserId: number } } | undefined;
}

/**
 * Whom the joining cart is for (docs/decisions/0611-joining-for-the-selected-customer.md): when staff have selected a
 * customer in the staff bar, every joining cart call carries `selected_user_id` and buys for them. Kept to a selector
 * because the joining page's first load runs it (decision 0903).
 */
export function useJoiningCustomer(): JoiningCustomer {
  const selectedUserId = useAppSelector(selectServedCustomerId);
  return { selectedUserId, cartArg: selectedUserId === null ? undefined : { query: { selectedUserId } } };
}
