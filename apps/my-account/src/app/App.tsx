import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** The my-account front end: customer self-service (docs/product/platform.md §1). */
export function MyAccountApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
