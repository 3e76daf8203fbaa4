import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { placeServerMessages } from '@leisure/form-kit';

export interface IssueFailure {
  message: string;
  details: string[];
}

export const issueFailureMessages = {
  /** The error summary's title for the page's own checks, and for the server's (docs/product/platform.md §5). */
  clientTitle: 'There is a problem',
  serverTitle: 'Validation errors',
  notIssued: 'Your guest pass could not be issued.',
  generic: 'We couldn’t issue the guest pass. Please try again.',
} as const;

/**
 * How the issue form answers a failure: a 422's messages go by their fields and into the summary titled
 * "Validation errors" (those no field owns into the banner); a 403 or 409 is the server's own words in the banner
 * (no passes with this membership; the same guest twice on one day); anything else the generic words. `attempt`
 * counts tries, so the summary or banner takes focus again after each one.
 */
export function useIssueFailure() {
  const [attempt, setAttempt] = useState(0);
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [failure, setFailure] = useState<IssueFailure | null>(null);

  return {
    attempt,
    failure,
    summaryTitle: refusedByServer ? issueFailureMessages.serverTitle : issueFailureMessages.clientTitle,
    /** The page's own checks failed: nothing was sent. */
    invalid() {
      setRefusedByServer(false);
      setFailure(null);
      setAttempt((count) => count + 1);
    },
    clear() {
      setRefusedByServer(false);
      setFailure(null);
    },
    reset() {
      setRefusedByServer(false);
      setFailure(null);
      setAttempt(0);
    },
    show(
      error: unknown,
      fieldFor: (key: string) => string | undefined,
      setFieldError: (name: string, message: string) => void,
    ) {
      const apiError = isApiError(error) ? error : null;
      setAttempt((count) => count + 1);
      if (apiError?.status === 422) {
        setRefusedByServer(true);
        const unplaced = placeServerMessages(apiError.validationMessages, fieldFor, setFieldError);
        setFailure(unplaced.length > 0 ? { message: issueFailureMessages.notIssued, details: unplaced } : null);
        return;
      }
      setRefusedByServer(false);
      const ownWords = apiError && [403, 409].includes(apiError.status) && apiError.message;
      setFailure({ message: ownWords || issueFailureMessages.generic, details: [] });
    },
  };
}
