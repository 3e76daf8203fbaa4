import { useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { selectServedCustomerId } from '../selectedCustomerId.ts';
import { readSelectedCustomer } from '../state/selectedCustomerCookie.ts';

export interface ServedCustomer {
  id: number | null;
  /**
   * A page opened afresh (a reload) by staff who were serving someone: the staff bar has not brought them back yet,
   * so a page about "the customer's" cart should wait rather than show the staff member's own.
   */
  settling: boolean;
}

/** The customer being served, and whether a reload is still bringing them back (docs/decisions/0611). */
export function useServedCustomer(): ServedCustomer {
  const id = useAppSelector(selectServedCustomerId);
  const { loggedIn, user, isLoading } = useCurrentUser();
  if (id !== null || !loggedIn) return { id, settling: false };
  if (isLoading) return { id, settling: true };
  return { id, settling: user?.role === 'staff' && readSelectedCustomer(user.id) !== null };
}
