import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { useDetailsFailure } from '@leisure/auth/registration';

/** The error summary's titles (docs/product/platform.md §5, docs/product/account.md D27). */
export const saveFailureTitles = {
  /** Once the server refused a save: "Server validation messages are shown as a list headed Validation errors". */
  server: 'Validation errors',
  /** What the page found before sending anything. */
  client: 'There is a problem',
} as const;

/**
 * How a details form answers a failed save: useDetailsFailure's (a 422's messages by their fields, anything else a
 * banner), and which title the error summary has: "Validation errors" once the server refused the answers, "There
 * is a problem" for what the page found before sending them.
 */
export function useSaveFailure() {
  const details = useDetailsFailure();
  const [refusedByServer, setRefusedByServer] = useState(false);

  return {
    attempt: details.attempt,
    failure: details.failure,
    summaryTitle: refusedByServer ? saveFailureTitles.server : saveFailureTitles.client,
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
