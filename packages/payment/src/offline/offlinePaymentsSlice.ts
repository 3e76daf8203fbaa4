import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CartPayment } from '@leisure/api-contract/browser';
import { checkoutApi } from '@leisure/api-client/endpoints/checkoutApi';
import { rootReducer } from '@leisure/app-store';
import { afterCartRemoval, setOfflinePayment, syncOfflinePayments } from './offlinePayments.ts';

export interface OfflinePaymentsState {
  payments: CartPayment[];
  /**
   * The basket (cart uuid) the payments belong to, from the last sync; null or absent before the first. A sync from
   * another basket (a new one after an order or a discard, or another selected customer's) starts from its payments
   * alone: nothing tendered for one basket may follow the staff member to the next (docs/decisions/0620).
   */
  cartUuid?: string | null;
}

export const initialOfflinePaymentsState: OfflinePaymentsState = { payments: [], cartUuid: null };

/** A cart answer: its payments and, when known, which basket it is. */
export interface OfflinePaymentsSync {
  payments: readonly CartPayment[];
  cartUuid?: string;
}

/** An order was placed: its basket is gone and with it the tenders put against it (docs/product/platform.md §4). */
const orderPlaced = isAnyOf(
  checkoutApi.endpoints.completeCheckout.matchFulfilled,
  checkoutApi.endpoints.payAtFrontOfHouse.matchFulfilled,
);

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
    offlinePaymentsSynced: {
      reducer(state, { payload }: PayloadAction<OfflinePaymentsSync>) {
        const otherBasket = payload.cartUuid !== undefined && state.cartUuid && state.cartUuid !== payload.cartUuid;
        state.payments = syncOfflinePayments(otherBasket ? [] : state.payments, payload.payments);
        if (payload.cartUuid !== undefined) state.cartUuid = payload.cartUuid;
      },
      /** `offlinePaymentsSynced(cart.payments, cart.uuid)`: the uuid is optional for callers that have none. */
      prepare: (payments: readonly CartPayment[], cartUuid?: string) => ({
        payload: cartUuid === undefined ? { payments } : { payments, cartUuid },
      }),
    },
    /** Log-out, a new basket or a completed order (docs/product/platform.md §4). */
    offlinePaymentsCleared() {
      return initialOfflinePaymentsState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(orderPlaced, () => initialOfflinePaymentsState);
  },
  selectors: {
    selectOfflinePayments: (state) => state.payments,
    /** The basket (or other cart key) the payments were last synced for; null before the first sync. */
    selectOfflinePaymentsCart: (state) => state.cartUuid ?? null,
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
export const { selectOfflinePayments, selectOfflinePaymentsCart } = injectedOfflinePaymentsSlice.selectors;
export const offlinePaymentsReducer = offlinePaymentsSlice.reducer;
