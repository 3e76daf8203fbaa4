import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CartPayment } from '@leisure/api-contract/browser';
import { rootReducer } from '@leisure/app-store';
import { afterCartRemoval, setOfflinePayment, syncOfflinePayments } from './offlinePayments.ts';

export interface OfflinePaymentsState {
  payments: CartPayment[];
}

export const initialOfflinePaymentsState: OfflinePaymentsState = { payments: [] };

/** The basket's offline tenders (docs/product/platform.md §3, §4); the rules live in offlinePayments.ts so they test on their own. */
export const offlinePaymentsSlice = createSlice({
  name: 'offlinePayments',
  initialState: initialOfflinePaymentsState,
  reducers: {
    offlinePaymentSet(state, action: PayloadAction<CartPayment>) {
      state.payments = setOfflinePayment(state.payments, action.payload);
    },
    removedFromCart(state) {
      state.payments = afterCartRemoval(state.payments);
    },
    offlinePaymentsSynced(state, action: PayloadAction<readonly CartPayment[]>) {
      state.payments = syncOfflinePayments(state.payments, action.payload);
    },
    /** Log-out, a new basket or a completed order (docs/product/platform.md §4). */
    offlinePaymentsCleared() {
      return initialOfflinePaymentsState;
    },
  },
  selectors: {
    selectOfflinePayments: (state) => state.payments,
  },
});

declare module '@leisure/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging (RTK templates)
  interface LazyLoadedSlices extends WithSlice<typeof offlinePaymentsSlice> {}
}

/** Joined to the shared root reducer when this module loads (Redux Toolkit's lazy-loaded slices). */
export const injectedOfflinePaymentsSlice = offlinePaymentsSlice.injectInto(rootReducer);

export const { offlinePaymentSet, removedFromCart, offlinePaymentsSynced, offlinePaymentsCleared } =
  offlinePaymentsSlice.actions;
export const { selectOfflinePayments } = injectedOfflinePaymentsSlice.selectors;
export const offlinePaymentsReducer = offlinePaymentsSlice.reducer;
