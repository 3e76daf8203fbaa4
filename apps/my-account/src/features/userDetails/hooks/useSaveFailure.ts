import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { useDetailsFailure } from '@leisure/auth/registration';
import { userDetailsMessages } from '../userDetailsMessages.ts';

/**
 * How a My details form answers a failed save: useDetailsFailure's (a 422's messages by their fields, anything else
 * a banner), and which title the error summary has: "Validation errors" once the server refused the answers
 * (docs/product/platform.md §5), "There is a problem" for what the page found before sending them.
 */
export function useSaveFailure() {
  const details = useDetailsFailure();
  const [refusedByServer, setRefusedByServer] = useState(false);

  return {
    attempt: details.attempt,
    failure: details.failure,
    summaryTitle: refusedByServer ? userDetailsMessages.serverTitle : userDetailsMessages.clientTitle,
    /** The page's own checks failed: nothing was sent. */
    invalid() {
      setRefusedByServer(false);
      details.tried();
    },
    clear() {
      setRefusedByServer(false);
      details.clear();
    },
    show(...args: Parameters<typeof details.show>) {
      const [error] = args;
      setRefusedByServer(isApiError(error) && error.status === 422);
      details.show(...args);
    },
  };
}
