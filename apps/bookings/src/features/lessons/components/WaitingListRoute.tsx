import { RequireAuth } from '@leisure/auth';
import { WaitingListPage } from './WaitingListPage.tsx';

/** Joining a waiting list needs an account too: log in and come back (decision 0594). */
export function WaitingListRoute() {
  return (
    <RequireAuth>
      <WaitingListPage />
    </RequireAuth>
  );
}
