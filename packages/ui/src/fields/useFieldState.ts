import type { ReactNode } from 'react';
import { describedBy, errorMessageOf, type FieldErrorLike } from './fieldError.ts';
import { useFieldIds, type FieldIds } from './useFieldIds.ts';

export interface FieldState {
  ids: FieldIds;
  /** The error text to show, if any. */
  message: string | undefined;
  /** The control's aria attributes: invalid and required state, and the hint and error that describe it. */
  controlAria: {
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string | undefined;
  };
}

/** What every field works out the same way from its props. `ownDescription` is the caller's own aria-describedby. */
export function useFieldState({
  id,
  hint,
  error,
  required,
  ownDescription,
}: {
  id: string | undefined;
  hint: ReactNode;
  error: FieldErrorLike;
  required: boolean;
  ownDescription?: string | undefined;
}): FieldState {
  const ids = useFieldIds(id);
  const message = errorMessageOf(error);
  return {
    ids,
    message,
    controlAria: {
      'aria-invalid': message ? true : undefined,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(hint ? ids.hint : undefined, message && ids.error, ownDescription),
    },
  };
}
