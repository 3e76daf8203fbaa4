import type { ApiError } from '@leisure/api-client';
import { defaultMessageForStatus } from '@leisure/api-contract/browser';

/** docs/product/platform.md §8: a failed log-in keeps the server's message, or this when the server gave none. */
export const loginFailureFallback = 'User signed out.';

/**
 * What a failed log-in says (decision 0823): the answer's own message, or loginFailureFallback when no answer came
 * or it carried none (the ApiError then holds its status's default text).
 */
export function loginFailureMessage(error: ApiError | undefined): string {
  const fromServer = error && error.status !== 0 && error.message !== defaultMessageForStatus(error.status);
  return fromServer ? error.message : loginFailureFallback;
}

/** A refused password-reset request for an email several accounts share: 422 "Multiple…", ask for the customer ID. */
export const isMultipleAccounts = (error: ApiError): boolean =>
  error.status === 422 && error.message.trimStart().startsWith('Multiple');
