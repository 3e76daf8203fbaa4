import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { placeServerMessages } from '@leisure/form-kit';

export interface FormFailure {
  message: string;
  details: string[];
}

/** The error summary's title for the page's own checks, and for the server's (docs/product/platform.md §5). */
export const summaryTitles = { client: 'There is a problem', server: 'Validation errors' } as const;

/**
 * How a Family page form answers a failure (as the guest pass form does, decision 0471): a 422's or 409's field
 * messages go by their fields and into the summary titled "Validation errors" (those no field owns into the banner);
 * a 403, 409 or 429 without messages is the server's own words in the banner; anything else `generic`.
 * `attempt` counts tries, so the summary or banner takes focus again after each one.
 */
export function useFormFailure(generic: string) {
  const [attempt, setAttempt] = useState(0);
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  return {
    attempt,
    failure,
    summaryTitle: refusedByServer ? summaryTitles.server : summaryTitles.client,
    /** The page's own checks failed: nothing was sent. */
    invalid() {
      setRefusedByServer(false);
      setFailure(null);
      setAttempt((count) => count + 1);
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
      const messages = apiError?.validationMessages ?? {};
      if (apiError && Object.keys(messages).length > 0 && [409, 422, 429].includes(apiError.status)) {
        setRefusedByServer(Object.keys(messages).some((key) => fieldFor(key) !== undefined));
        const unplaced = placeServerMessages(messages, fieldFor, setFieldError);
        setFailure(unplaced.length > 0 ? { message: generic, details: unplaced } : null);
        return;
      }
      setRefusedByServer(false);
      const ownWords = apiError && [403, 409, 422, 429].includes(apiError.status) && apiError.message;
      setFailure({ message: ownWords || generic, details: [] });
    },
  };
}
