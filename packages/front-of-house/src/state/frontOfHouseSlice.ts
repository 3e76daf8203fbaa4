import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { StaffCustomer } from '@leisure/api-contract/browser';
import { rootReducer } from '@leisure/app-store';
import { sessionEnded } from '@leisure/auth';

/**
 * The customer a member of staff is serving, as the staff bar shows them: only what tells them apart at the desk
 * (docs/decisions/0610-staff-bar-and-selected-customer.md). Email, postcode and date of birth stay in the search.
 */
export type SelectedCustomer = Pick<StaffCustomer, 'id' | 'firstName' | 'lastName' | 'reference'>;

export interface FrontOfHouseState {
  /** Null: no customer selected, the staff member's own (empty) basket. */
  selectedCustomer: SelectedCustomer | null;
  /**
   * The member of staff who selected them, when known: a bar for another staff log-in (a log-in elsewhere that
   * this page followed without a log-out) does not serve them.
   */
  servedBy: number | null;
}

/** Who is selected, and (optionally) by which member of staff. */
export type CustomerSelected = SelectedCustomer & { staffId?: number };

export const initialFrontOfHouseState: FrontOfHouseState = { selectedCustomer: null, servedBy: null };

/** Front of house's client state; the basket's own selected user follows it (selectCustomer.ts). */
export const frontOfHouseSlice = createSlice({
  name: 'frontOfHouse',
  initialState: initialFrontOfHouseState,
  reducers: {
    customerSelected(state, action: PayloadAction<CustomerSelected>) {
      const { id, firstName, lastName, reference, staffId } = action.payload;
      state.selectedCustomer = { id, firstName, lastName, reference };
      state.servedBy = staffId ?? null;
    },
    customerCleared() {
      return initialFrontOfHouseState;
    },
  },
  extraReducers: (builder) => {
    // docs/product/platform.md §4: logging out clears who the basket was for.
    builder.addCase(sessionEnded, () => initialFrontOfHouseState);
  },
  selectors: {
    selectSelectedCustomer: (state) => state.selectedCustomer,
    selectSelectedCustomerId: (state) => state.selectedCustomer?.id ?? null,
    selectServedBy: (state) => state.servedBy,
  },
});

declare module '@leisure/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging (RTK templates)
  interface LazyLoadedSlices extends WithSlice<typeof frontOfHouseSlice> {}
}

/** Joined to the shared root reducer when this module loads (Redux Toolkit's lazy-loaded slices). */
export const injectedFrontOfHouseSlice = frontOfHouseSlice.injectInto(rootReducer);

export const { customerSelected, customerCleared } = frontOfHouseSlice.actions;
export const { selectSelectedCustomer, selectSelectedCustomerId, selectServedBy } = injectedFrontOfHouseSlice.selectors;
