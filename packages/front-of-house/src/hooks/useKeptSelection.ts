import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@leisure/app-store';
import { selectLoggedIn } from '@leisure/auth';
import { selectedUserChanged } from '@leisure/basket';
import { customerSelected, selectSelectedCustomer } from '../state/frontOfHouseSlice.ts';
import { forgetSelectedCustomer, readSelectedCustomer } from '../state/selectedCustomerStorage.ts';

/**
 * The selection kept in this tab (docs/decisions/0610-staff-bar-and-selected-customer.md): after a page reload the
 * staff bar serves the same customer, and the basket is theirs again. When the bar goes because the session ended,
 * the kept selection goes too (docs/product/platform.md §4: logging out clears the cart and who it was for).
 */
export function useKeptSelection(staffId: number): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const customer = useAppSelector(selectSelectedCustomer);
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    if (!loggedIn) {
      forgetSelectedCustomer();
      return;
    }
    if (customer) return;
    const kept = readSelectedCustomer(staffId);
    if (!kept) return;
    dispatch(customerSelected(kept));
    dispatch(selectedUserChanged(kept.id));
    // Clearing forgets the kept selection first, so this finds nothing to bring back then.
  }, [customer, dispatch, loggedIn, staffId]);

  useEffect(
    () => () => {
      if (store.getState().auth.token === null) forgetSelectedCustomer();
    },
    [store],
  );
}
