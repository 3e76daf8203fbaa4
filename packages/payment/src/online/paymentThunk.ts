import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiClientExtra } from '@leisure/api-client';
import type { RootState } from '@leisure/app-store';

/** Why a payment call failed, for the checkout page: the words to show and what to do next. */
export interface PaymentFailure {
  message: string;
  status: number;
  /** docs/product/platform.md §4: an authorise failure reloads the cart (it may have changed under the payment). */
  reloadCart: boolean;
  /** The body fields the server refused (422), e.g. `terms`: the page can say where the problem is. */
  refusedFields: string[];
}

/** A rejected payment thunk asks the app's toast stack for its message (the app store shows `meta.toast`). */
export interface PaymentToastMeta {
  toast?: { content: string; type: 'danger'; closeAfter?: number };
}

// Thunks rather than RTK Query mutations: each call moves the one payment through its states (a session key that
// is used once, a transaction that is taken once), which a slice holds, and the `condition` option can refuse a
// second authorise or complete while one is in flight before anything is sent. A mutation cache adds nothing here.
export const createPaymentThunk = createAsyncThunk.withTypes<{
  state: RootState;
  extra: ApiClientExtra;
  rejectValue: PaymentFailure;
  rejectedMeta: PaymentToastMeta;
}>();
