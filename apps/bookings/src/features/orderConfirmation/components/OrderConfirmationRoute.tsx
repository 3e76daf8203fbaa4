import { RequireAuth } from '@leisure/auth';
import { OrderConfirmationPage } from './OrderConfirmationPage.tsx';

/** An order is shown only to the account that placed it: a visitor logs in first and comes back. */
export function OrderConfirmationRoute() {
  return (
    <RequireAuth>
      <OrderConfirmationPage />
    </RequireAuth>
  );
}
