import { RequireAuth } from '@leisure/auth';
import { KioskIdleGuard } from '../../kiosk/index.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

/** /checkout needs a log-in: a visitor goes to log in and comes back (docs/product/platform.md §6, decision 0302). */
export function CheckoutRoute() {
  return (
    <RequireAuth>
      <CheckoutPage />
      <KioskIdleGuard />
    </RequireAuth>
  );
}
