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
}

export const initialFrontOfHouseState: FrontOfHouseState = { selectedCustomer: null };

/** Front of house's client state; the basket's own selected user follows it (selectCustomer.ts). */
export const frontOfHouseSlice = createSlice({
  name: 'frontOfHouse',
  initialState: initialFrontOfHouseState,
  reducers: {
    customerSelected(state, action: PayloadAction<SelectedCustomer>) {
      const { id, firstName, lastName, reference } = action.payload;
      state.selectedCustomer = { id, firstName, lastName, reference };
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
  },
});

declare module '@leisure/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging (RTK templates)
  interface LazyLoadedSlices extends WithSlice<typeof frontOfHouseSlice> {}
}

/** Joined to the shared root reducer when this module loads (Redux Toolkit's lazy-loaded slices). */
export const injectedFrontOfHouseSlice = frontOfHouseSlice.injectInto(rootReducer);

export const { customerSelected, customerCleared } = frontOfHouseSlice.actions;
export const { selectSelectedCustomer, selectSelectedCustomerId } = injectedFrontOfHouseSlice.selectors;
