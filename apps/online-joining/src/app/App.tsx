import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';

/** The online-joining front end: buy a membership (spec 02). */
export function OnlineJoiningApp() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
