import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** The bookings front end: book activities and use a basket (docs/product/platform.md §1). */
export function BookingsApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
