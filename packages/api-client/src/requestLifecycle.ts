import type { ValidationMessages } from '@leisure/api-contract/browser';
import type { ApiError } from './apiError.ts';

/** docs/product/platform.md §4: every call is idle, requesting, a success (status kept) or a failure. */
export type RequestState =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: 'success'; status: number }
  | { phase: 'failure'; error: string; status: number; validationMessages: ValidationMessages };

export type RequestEvent =
  { type: 'request' } | { type: 'succeed'; status: number } | { type: 'fail'; error: ApiError } | { type: 'reset' };

export const idleRequest: RequestState = { phase: 'idle' };

/**
 * A new request may start from any state. An answer only counts while requesting: one that arrives after a
 * reset belongs to a call nobody waits for any more.
 */
export function requestLifecycle(state: RequestState, event: RequestEvent): RequestState {
  switch (event.type) {
    case 'request':
      return { phase: 'requesting' };
    case 'reset':
      return idleRequest;
    case 'succeed':
      return state.phase === 'requesting' ? { phase: 'success', status: event.status } : state;
    case 'fail':
      return state.phase === 'requesting'
        ? {
            phase: 'failure',
            error: event.error.message,
            status: event.error.status,
            validationMessages: event.error.validationMessages,
          }
        : state;
  }
}

export const requestStarted = (): RequestEvent => ({ type: 'request' });
export const requestSucceeded = (status: number): RequestEvent => ({ type: 'succeed', status });
export const requestFailed = (error: ApiError): RequestEvent => ({ type: 'fail', error });
export const requestReset = (): RequestEvent => ({ type: 'reset' });

export const isRequesting = (state: RequestState): boolean => state.phase === 'requesting';
export const isRequestSuccess = (state: RequestState): state is Extract<RequestState, { phase: 'success' }> =>
  state.phase === 'success';
export const isRequestFailure = (state: RequestState): state is Extract<RequestState, { phase: 'failure' }> =>
  state.phase === 'failure';
