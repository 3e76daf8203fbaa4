import { ErrorSummary, type ErrorSummaryItem } from '@leisure/ui';
import type { ServerFormFailure } from '../form/useServerFormFailure.ts';
import { FormErrorBanner } from './FormErrorBanner.tsx';

export interface FormFailureNoticesProps {
  failure: ServerFormFailure;
  /** The fields' messages, in the form's order, for the summary. */
  errors: ErrorSummaryItem[];
}

/**
 * What a failed try leaves at the top of a form (docs/product/platform.md §5): the banner for what no field owns, and
 * after the first try the error summary; each takes focus again after every try.
 */
export function FormFailureNotices({ failure, errors }: FormFailureNoticesProps) {
  return (
    <>
      {failure.failure && (
        <FormErrorBanner
          message={failure.failure.message}
          details={failure.failure.details}
          focusKey={failure.attempt}
        />
      )}
      {failure.attempt > 0 && <ErrorSummary title={failure.summaryTitle} errors={errors} focusKey={failure.attempt} />}
    </>
  );
}
