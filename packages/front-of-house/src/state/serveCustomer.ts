import type { AppDispatch } from '@leisure/app-store';
import { selectedUserChanged } from '@leisure/basket';
import { customerCleared, customerSelected, type SelectedCustomer } from './frontOfHouseSlice.ts';

/**
 * Serves `customer` (or, given null, nobody): the slice shows them and the basket's selected user follows, so every
 * cart call carries `selected_user_id` and their basket loads (docs/decisions/0610-staff-bar-and-selected-customer.md).
 */
export function serveCustomer(dispatch: AppDispatch, staffId: number, customer: SelectedCustomer | null): void {
  if (customer) dispatch(customerSelected({ ...customer, staffId }));
  else dispatch(customerCleared());
  dispatch(selectedUserChanged(customer?.id ?? null));
}

/** The same customer, shown the same way. */
export const sameCustomer = (a: SelectedCustomer | null, b: SelectedCustomer | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.id === b.id &&
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.reference === b.reference);
