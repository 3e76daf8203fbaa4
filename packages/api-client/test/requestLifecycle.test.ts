import { describe, expect, it } from 'vitest';
import {
  idleRequest,
  isRequestFailure,
  isRequesting,
  isRequestSuccess,
  requestFailed,
  requestLifecycle,
  requestReset,
  requestStarted,
  requestSucceeded,
  type ApiError,
  type RequestEvent,
  type RequestState,
} from '../src/index.ts';

const validation: ApiError = {
  status: 422,
  message: 'The given data was invalid.',
  validationMessages: { 'accountDetails.sortCode': ['Enter a valid sort code like 309430'] },
};

const run = (...events: RequestEvent[]): RequestState => events.reduce(requestLifecycle, idleRequest);

describe('request lifecycle (docs/product/platform.md §4)', () => {
  it('starts idle', () => {
    expect(idleRequest).toEqual({ phase: 'idle' });
    expect(isRequesting(idleRequest)).toBe(false);
  });

  it('goes idle → requesting → success, keeping the status', () => {
    const requesting = run(requestStarted());
    expect(requesting).toEqual({ phase: 'requesting' });
    expect(isRequesting(requesting)).toBe(true);
    const done = requestLifecycle(requesting, requestSucceeded(201));
    expect(done).toEqual({ phase: 'success', status: 201 });
    expect(isRequestSuccess(done)).toBe(true);
  });

  it('goes requesting → failure with error text, status and validation messages', () => {
    const state = run(requestStarted(), requestFailed(validation));
    expect(state).toEqual({
      phase: 'failure',
      error: 'The given data was invalid.',
      status: 422,
      validationMessages: { 'accountDetails.sortCode': ['Enter a valid sort code like 309430'] },
    });
    expect(isRequestFailure(state)).toBe(true);
  });

  it('can request again after a success or a failure', () => {
    expect(run(requestStarted(), requestSucceeded(200), requestStarted())).toEqual({ phase: 'requesting' });
    expect(run(requestStarted(), requestFailed(validation), requestStarted())).toEqual({ phase: 'requesting' });
  });

  it('ignores answers nobody is waiting for', () => {
    expect(run(requestSucceeded(200))).toEqual({ phase: 'idle' });
    expect(run(requestStarted(), requestReset(), requestFailed(validation))).toEqual({ phase: 'idle' });
    expect(run(requestStarted(), requestSucceeded(200), requestFailed(validation))).toEqual({
      phase: 'success',
      status: 200,
    });
  });

  it('resets to idle from any state', () => {
    expect(run(requestStarted(), requestFailed(validation), requestReset())).toBe(idleRequest);
    expect(run(requestStarted(), requestReset())).toBe(idleRequest);
  });
});
