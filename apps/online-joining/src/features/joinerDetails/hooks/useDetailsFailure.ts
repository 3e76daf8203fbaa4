import { useState } from 'react';
import { isApiError } from '@leisure/api-client';
import { placeServerMessages } from '@leisure/form-kit';
import { detailsMessages } from '../form/registrationMessages.ts';

export interface DetailsFailure {
  message: string;
  details: string[];
}

/**
 * How both details forms answer a failed save (docs/product/joining.md §8): a 422's messages go under their fields (those no field
 * owns go in the banner), 419 asks for a reload, anything else is the generic banner. `attempt` counts tries, so
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
    const message = apiError?.status === 419 ? detailsMessages.sessionExpired : detailsMessages.generic;
    setFailure({ message, details: [] });
  }

  return { attempt, failure, tried, show, clear: () => setFailure(null) };
}
