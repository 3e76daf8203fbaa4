import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { placeServerMessages } from './questionForm.ts';

/** What the banner says: the failure's words and the server's messages that belong to no field. */
export interface FormFailure {
  message: string;
  details: string[];
}

/** The error summary's title for the page's own checks, and for the server's (docs/product/platform.md §5). */
export const summaryTitles = { client: 'There is a problem', server: 'Validation errors' } as const;

export interface ServerFormFailureRules {
  /** The words when the server said nothing a person can use. */
  generic: string;
  /** The banner's words above messages the server sent that no field owns (default `generic`). */
  unplaced?: string;
  /** Statuses whose field messages go by their fields (default 422). */
  fieldStatuses?: readonly number[];
  /** Statuses whose own message is shown in the banner when no field took one (default 403 and 409). */
  ownWordsStatuses?: readonly number[];
}

/**
 * How a small form of the account pages answers a failed call (the guest pass and Family forms, decisions 0471,
 * 0422): field messages of the statuses that carry them go by their fields and into the summary titled "Validation
 * errors" (those no field owns into the banner); otherwise the server's own words in the banner for the statuses
 * that have them, else `generic`. `attempt` counts tries, so the summary or banner takes focus again after each.
 */
export function useServerFormFailure({
  generic,
  unplaced = generic,
  fieldStatuses = [422],
  ownWordsStatuses = [403, 409],
}: ServerFormFailureRules) {
  const [attempt, setAttempt] = useState(0);
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const clear = () => {
    setRefusedByServer(false);
    setFailure(null);
  };

  return {
    attempt,
    failure,
    summaryTitle: refusedByServer ? summaryTitles.server : summaryTitles.client,
    /** The page's own checks failed: nothing was sent. */
    invalid() {
      clear();
      setAttempt((count) => count + 1);
    },
    clear,
    reset() {
      clear();
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
      if (apiError && Object.keys(messages).length > 0 && fieldStatuses.includes(apiError.status)) {
        setRefusedByServer(Object.keys(messages).some((key) => fieldFor(key) !== undefined));
        const left = placeServerMessages(messages, fieldFor, setFieldError);
        setFailure(left.length > 0 ? { message: unplaced, details: left } : null);
        return;
      }
      setRefusedByServer(false);
      const ownWords = apiError && ownWordsStatuses.includes(apiError.status) && apiError.message;
      setFailure({ message: ownWords || generic, details: [] });
    },
  };
}

export type ServerFormFailure = ReturnType<typeof useServerFormFailure>;
