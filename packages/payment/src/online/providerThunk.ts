import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiClientExtra } from '@leisure/api-client';
import { showToast, type RootState } from '@leisure/app-store';
import type { ProviderCardField } from '../provider/tokeniseCard.ts';
import type { PrepareRequest } from './paymentRequests.ts';
import { withPreparedKey, type KeyedOutcome } from './preparedSession.ts';

/** Why the provider would not take the card: a message, and the messages for the card form's fields. */
export interface TokeniseRefusal {
  message: string;
  fieldErrors: Partial<Record<ProviderCardField, string>>;
}

/** What a call to the provider came to: its value, or the provider's refusal (already shown as a toast). */
export type ProviderResult<T> = { kind: 'done'; value: T } | { kind: 'refused'; refusal: TokeniseRefusal };

export type ProviderThunk<T> = ThunkAction<Promise<ProviderResult<T>>, RootState, ApiClientExtra, UnknownAction>;

/** The refusal a failed provider call answers (the card's, or why no session key could be had). */
function refusalOf(
  result: { kind: 'refused'; refusal: TokeniseRefusal } | { kind: 'noSession'; message: string },
): TokeniseRefusal {
  return result.kind === 'refused' ? result.refusal : { message: result.message, fieldErrors: {} };
}

/**
 * A call to the card provider in the browser with the prepared session key (a refused key is prepared again), as a
 * plain thunk: the card details stay in the caller's closure. A `createAsyncThunk` would put its argument, card
 * number and security code included, into `meta.arg` of every action it dispatches, where middleware, devtools and
 * error reporters see it. The only actions dispatched here are the prepares (no card data) and a refusal's toast.
 */
export function providerCall<T>(
  prepare: PrepareRequest,
  call: (sessionKey: string) => Promise<KeyedOutcome<T, TokeniseRefusal>>,
): ProviderThunk<T> {
  return async (dispatch, getState) => {
    const result = await withPreparedKey({ dispatch, getState }, prepare, call);
    if (result.kind === 'done') return result;
    const refusal = refusalOf(result);
    dispatch(showToast({ content: refusal.message, type: 'danger' }));
    return { kind: 'refused', refusal };
  };
}
