import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** The online-joining front end: buy a membership (docs/product/joining.md). */
export function OnlineJoiningApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
