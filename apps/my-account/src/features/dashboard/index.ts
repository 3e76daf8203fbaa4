import { preloadableLazy } from '@leisure/ui';

/**
 * / in my-account: loaded on demand like every account page, so a visitor sent to /login does not load it; the
 * first screen preloads it before the first render when it opens at / (docs/decisions/0904).
 */
export const DashboardPage = preloadableLazy(
  async () => (await import('./components/DashboardPage.tsx')).DashboardPage,
);
export { NEXT_BOOKINGS_SHOWN } from './rules/dashboardRules.ts';
