import { useCallback } from 'react';
import type { StaffCustomer } from '@leisure/api-contract/browser';
import { isApiError, type ApiError } from '@leisure/api-client';
import { useSelectStaffCustomerMutation } from '@leisure/api-client/endpoints/staffApi';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectSelectedCustomer, type SelectedCustomer } from '../state/frontOfHouseSlice.ts';
import { keepSelectedCustomer } from '../state/selectedCustomerCookie.ts';
import { serveCustomer } from '../state/serveCustomer.ts';

export type SelectOutcome = { selected: SelectedCustomer } | { error: ApiError | undefined };

export interface CustomerSelection {
  customer: SelectedCustomer | null;
  /** Selects a customer through POST staff/customers/{id}/select, which the sandbox records as selected. */
  select: (customer: Pick<StaffCustomer, 'id'>) => Promise<SelectOutcome>;
  selecting: boolean;
  /** Back to no customer: the staff member's own basket. */
  clear: () => void;
}

/**
 * The customer a member of staff is serving (docs/decisions/0610-staff-bar-and-selected-customer.md). Selecting
 * one also makes them the basket's selected user (`selectedUserChanged`), so every cart call carries
 * `selected_user_id` and their basket loads (docs/product/platform.md §4).
 */
export function useCustomerSelection(staffId: number): CustomerSelection {
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectSelectedCustomer);
  const [selectStaffCustomer, { isLoading: selecting }] = useSelectStaffCustomerMutation();

  const select = useCallback(
    async ({ id }: Pick<StaffCustomer, 'id'>): Promise<SelectOutcome> => {
      const answer = await selectStaffCustomer({ params: { id } });
      if (answer.error !== undefined) return { error: isApiError(answer.error) ? answer.error : undefined };
      const { id: selectedId, firstName, lastName, reference } = answer.data;
      const selected = { id: selectedId, firstName, lastName, reference };
      // Kept first (for both sub-domains), so the bar following the cookie finds what it already shows.
      keepSelectedCustomer(staffId, selected);
      serveCustomer(dispatch, staffId, selected);
      return { selected };
    },
    [dispatch, selectStaffCustomer, staffId],
  );

  const clear = useCallback(() => {
    keepSelectedCustomer(staffId, null);
    serveCustomer(dispatch, staffId, null);
  }, [dispatch, staffId]);

  return { customer, select, selecting, clear };
}
