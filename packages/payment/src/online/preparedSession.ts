import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiClientExtra } from '@leisure/api-client';
import type { RootState } from '@leisure/app-store';
import { selectOnlinePayment } from './onlinePaymentState.ts';
import { PREPARE_FAILED_MESSAGE } from './paymentMessages.ts';
import type { PrepareRequest } from './paymentRequests.ts';
import { preparePayment } from './paymentThunks.ts';

/** What a provider call with the session key came to: done, refused for the key, or refused for the card. */
export type KeyedOutcome<T, R> =
  { kind: 'done'; value: T } | { kind: 'sessionKeyRefused'; message: string } | { kind: 'refused'; refusal: R };

/**
 * Runs a provider call with the prepared session key. A key the provider refuses (401: expired after 400 s, or dead
 * after 3 failed attempts) is replaced by a new prepare and the call made again, until preparePayment refuses
 * (MAX_PREPARES in all, docs/product/joining.md §4). Answers the call's result, its refusal, or why no key could be had.
 */
export async function withPreparedKey<T, R>(
  {
    dispatch,
    getState,
  }: { dispatch: ThunkDispatch<RootState, ApiClientExtra, UnknownAction>; getState: () => RootState },
  prepare: PrepareRequest,
  call: (sessionKey: string) => Promise<KeyedOutcome<T, R>>,
): Promise<Exclude<KeyedOutcome<T, R>, { kind: 'sessionKeyRefused' }> | { kind: 'noSession'; message: string }> {
  for (;;) {
    const { sessionKey } = selectOnlinePayment(getState());
    const outcome = sessionKey ? await call(sessionKey) : null;
    if (outcome && outcome.kind !== 'sessionKeyRefused') return outcome;
    const prepared = await dispatch(preparePayment(prepare));
    if (!preparePayment.fulfilled.match(prepared)) {
      return { kind: 'noSession', message: prepared.payload?.message ?? outcome?.message ?? PREPARE_FAILED_MESSAGE };
    }
  }
}
