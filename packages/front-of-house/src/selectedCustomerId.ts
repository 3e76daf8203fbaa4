// '@leisure/front-of-house/selectedCustomerId': the served customer's id for code on a first load (the joining
// page's cart calls), without the slice, the bar or the basket (decision 0903's budget).
import type { RootState } from '@leisure/app-store';
import type { SelectedCustomer } from './state/frontOfHouseSlice.ts';

/**
 * The customer a member of staff is serving, or null: for everyone else, and until the staff bar has loaded the
 * slice (docs/decisions/0610-staff-bar-and-selected-customer.md).
 */
export function selectServedCustomerId(state: RootState): number | null {
  const customer: SelectedCustomer | null | undefined = state.frontOfHouse?.selectedCustomer;
  return customer?.id ?? null;
}
