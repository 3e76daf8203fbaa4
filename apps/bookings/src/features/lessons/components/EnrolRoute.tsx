import { RequireAuth } from '@leisure/auth';
import { EnrolPage } from './EnrolPage.tsx';

/** Enrolling needs an account: a visitor logs in and comes back here (RequireAuth's redirect, decision 0594). */
export function EnrolRoute() {
  return (
    <RequireAuth>
      <EnrolPage />
    </RequireAuth>
  );
}
