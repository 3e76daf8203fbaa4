import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { placeServerMessages } from '@leisure/form-kit';
import { detailsMessages } from './registrationMessages.ts';

export interface DetailsFailure {
  message: string;
  details: string[];
}

/**
 * 419 asks for a reload; 429 (too many registrations for one email, decision 0110) is the server's own words, which
 * say when to try again; anything else the generic words.
 */
function failureMessage(apiError: { status: number; message: string } | null): string {
  if (apiError?.status === 419) return detailsMessages.sessionExpired;
  if (apiError?.status === 429 && apiError.message) return apiError.message;
  return detailsMessages.generic;
}

/**
 * How both details forms answer a failed save (docs/product/joining.md §8): a 422's messages go under their fields (those no field
 * owns go in the banner), anything else a banner (failureMessage). `attempt` counts tries, so
 * the error summary and the banner take focus again after each one.
 */
export function useDetailsFailure() {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<DetailsFailure | null>(null);
  const tried = () => setAttempt((count) => count + 1);

  function show(
    error: unknown,
    fieldFor: (key: string, message: string) => string | undefined,
    setFieldError: (name: string, message: string) => void,
  ) {
    const apiError = isApiError(error) ? error : null;
    if (apiError?.status === 422) {
      const unplaced = placeServerMessages(apiError.validationMessages, fieldFor, setFieldError);
      if (unplaced.length > 0) setFailure({ message: detailsMessages.generic, details: unplaced });
      tried();
      return;
    }
    setFailure({ message: failureMessage(apiError), details: [] });
  }

  return { attempt, failure, tried, show, clear: () => setFailure(null) };
}
