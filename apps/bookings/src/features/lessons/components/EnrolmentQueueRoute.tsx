import { RequireAuth } from '@leisure/auth';
import { EnrolmentQueuePage } from './EnrolmentQueuePage.tsx';

/** A place in the queue is the caller's: log in and come back (docs/decisions/0598). */
export function EnrolmentQueueRoute() {
  return (
    <RequireAuth>
      <EnrolmentQueuePage />
    </RequireAuth>
  );
}
