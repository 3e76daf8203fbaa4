import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * The action RTK Query dispatches when a checkout mutation (@leisure/api-client/endpoints/checkoutApi) answers:
 * what the slices that follow orders match, for tests of their reducers alone.
 */
export function checkoutAnswered(
  endpointName: 'completeCheckout' | 'payAtFrontOfHouse',
  data: unknown,
  originalArgs: unknown = {},
): UnknownAction {
  return {
    type: 'api/executeMutation/fulfilled',
    payload: data,
    meta: {
      requestId: `${endpointName}-1`,
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: 0,
      baseQueryMeta: { status: 200 },
      arg: { type: 'mutation', endpointName, originalArgs, track: false },
    },
  };
}
