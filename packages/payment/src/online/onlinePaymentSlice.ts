import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { requestLifecycle, type ApiError, type RequestState } from '@leisure/api-client';
import { rootReducer } from '@leisure/app-store';
import { initialOnlinePaymentState, type OnlinePaymentState, type PaymentCall } from './onlinePaymentState.ts';
import type { PaymentFailure } from './paymentThunk.ts';
import {
  authorisePayment,
  completePayment,
  outcomeUnknown,
  payAtFrontOfHouse,
  preparePayment,
  submitFreeOrder,
} from './paymentThunks.ts';

/** What the 3-D Secure frame reports (decision 0501). */
export interface ScaCompleted {
  transactionUuid: string;
  status: string;
}

const asApiError = (failure: PaymentFailure | undefined): ApiError => ({
  status: failure?.status ?? 0,
  message: failure?.message ?? '',
  validationMessages: {},
});

function step(state: OnlinePaymentState, call: PaymentCall, event: Parameters<typeof requestLifecycle>[1]) {
  state.requests[call] = requestLifecycle(state.requests[call], event) as RequestState;
}

/**
 * The card session and the transaction are spent: the next attempt is a new payment, with a fresh prepare and its
 * own MAX_PREPARES (four declined cards in a row must not leave the fifth without a session).
 */
function forgetTransaction(state: OnlinePaymentState) {
  state.prepareCount = 0;
  state.sessionKey = null;
  state.scaData = null;
  state.scaUrl = null;
  state.transactionUuid = null;
  state.unconfirmedAuthorise = null;
}

/** docs/product/platform.md §3-4, docs/product/joining.md §4: the one online payment of the page, call by call. */
export const onlinePaymentSlice = createSlice({
  name: 'onlinePayment',
  initialState: initialOnlinePaymentState,
  reducers: {
    /**
     * The 3-D Secure frame's outcome. Authorised: the page completes the order. Anything else: docs/product/joining.md §4 clears
     * the payment requests and restarts preparation (a new session key, counted afresh).
     */
    scaCompleted(state, action: PayloadAction<ScaCompleted>) {
      if (action.payload.transactionUuid !== state.transactionUuid) return;
      if (action.payload.status === 'authorised') {
        state.transactionStatus = 'authorised';
        state.scaData = null;
        state.scaUrl = null;
        return;
      }
      return { ...initialOnlinePaymentState, transactionStatus: 'failed', savedCard: state.savedCard };
    },
    cartReloaded(state) {
      state.cartReloadNeeded = false;
    },
    /** Leaving checkout, a new basket, log-out. */
    onlinePaymentReset() {
      return initialOnlinePaymentState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(preparePayment.pending, (state) => {
        state.prepareCount += 1;
        step(state, 'prepare', { type: 'request' });
      })
      .addCase(preparePayment.fulfilled, (state, { payload }) => {
        step(state, 'prepare', { type: 'succeed', status: 200 });
        state.paymentProvider = payload.paymentProvider;
        // docs/product/platform.md §4: only this provider type keeps its session; another would carry its own fields.
        if (payload.paymentProvider !== 'sandbox-pi') return;
        state.sessionKey = payload.sessionKey;
        state.mode = payload.mode;
        state.url = payload.url;
        state.providerOrigin = payload.providerOrigin;
        state.savedCard = payload.savedCard;
        state.transactionStatus = null;
      })
      .addCase(preparePayment.rejected, (state, action) => {
        // A refusal by `condition` sent nothing and started nothing.
        if (action.meta.condition) return;
        step(state, 'prepare', { type: 'fail', error: asApiError(action.payload) });
      })
      .addCase(authorisePayment.pending, (state) => {
        state.inProgress = true;
        state.cartReloadNeeded = false;
        state.unconfirmedAuthorise = null;
        step(state, 'authorise', { type: 'request' });
      })
      .addCase(authorisePayment.fulfilled, (state, { payload }) => {
        step(state, 'authorise', { type: 'succeed', status: 200 });
        state.transactionStatus = payload.transactionStatus;
        state.transactionUuid = payload.transactionUuid;
        state.scaData = payload.scaData ?? null;
        state.scaUrl = payload.scaUrl ?? null;
        if (payload.transactionStatus === 'failed') {
          // A failed payment uses the session key up (decision 0500): prepare again before the next try.
          forgetTransaction(state);
          state.inProgress = false;
        }
      })
      .addCase(authorisePayment.rejected, (state, action) => {
        if (action.meta.condition) return;
        step(state, 'authorise', { type: 'fail', error: asApiError(action.payload) });
        state.inProgress = false;
        state.cartReloadNeeded = true;
        if (outcomeUnknown(action.payload?.status ?? 0)) {
          // The outcome is unknown: keep the key, so that the retry asks about the same transaction.
          state.unconfirmedAuthorise = action.meta.arg;
          return;
        }
        forgetTransaction(state);
      })
      .addCase(completePayment.pending, (state) => {
        state.inProgress = true;
        step(state, 'complete', { type: 'request' });
      })
      .addCase(completePayment.fulfilled, (state, { payload }) => {
        step(state, 'complete', { type: 'succeed', status: 200 });
        forgetTransaction(state);
        state.transactionStatus = null;
        state.completeOrderId = payload.orderId;
        state.inProgress = false;
      })
      .addCase(completePayment.rejected, (state, action) => {
        if (action.meta.condition) return;
        step(state, 'complete', { type: 'fail', error: asApiError(action.payload) });
        // The transaction stays authorised: complete is idempotent per transaction, so it may be pressed again.
        state.inProgress = false;
      })
      .addCase(submitFreeOrder.pending, (state) => {
        state.inProgress = true;
        step(state, 'complete', { type: 'request' });
      })
      .addCase(submitFreeOrder.fulfilled, (state, { payload }) => {
        step(state, 'complete', { type: 'succeed', status: 200 });
        state.completeOrderId = payload.orderId;
        state.inProgress = false;
      })
      .addCase(submitFreeOrder.rejected, (state, action) => {
        if (action.meta.condition) return;
        step(state, 'complete', { type: 'fail', error: asApiError(action.payload) });
        state.inProgress = false;
      })
      .addCase(payAtFrontOfHouse.pending, (state) => {
        state.inProgress = true;
        step(state, 'payAtFrontOfHouse', { type: 'request' });
      })
      .addCase(payAtFrontOfHouse.fulfilled, (state, { payload }) => {
        step(state, 'payAtFrontOfHouse', { type: 'succeed', status: 200 });
        state.completeOrderId = payload.orderId;
        state.inProgress = false;
      })
      .addCase(payAtFrontOfHouse.rejected, (state, action) => {
        if (action.meta.condition) return;
        step(state, 'payAtFrontOfHouse', { type: 'fail', error: asApiError(action.payload) });
        state.inProgress = false;
      });
  },
});

declare module '@leisure/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging (RTK templates)
  interface LazyLoadedSlices extends WithSlice<typeof onlinePaymentSlice> {}
}

/** Joined to the shared root reducer when this module loads (Redux Toolkit's lazy-loaded slices). */
export const injectedOnlinePaymentSlice = onlinePaymentSlice.injectInto(rootReducer);

export const { scaCompleted, cartReloaded, onlinePaymentReset } = onlinePaymentSlice.actions;
export const onlinePaymentReducer = onlinePaymentSlice.reducer;
