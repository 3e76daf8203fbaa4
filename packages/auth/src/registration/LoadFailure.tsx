import { Button } from '@leisure/ui';
import { FormErrorBanner } from '@leisure/form-kit';

import { detailsMessages } from './registrationMessages.ts';

/** A form whose questions could not be loaded: say so and offer to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <FormErrorBanner message={detailsMessages.loadFailed} />
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
