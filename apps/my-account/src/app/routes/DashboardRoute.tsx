import { usePageTitle } from '@leisure/theme';
import { Dashboard } from '../../features/dashboard/index.ts';

/** / in my-account: the account dashboard (docs/product/platform.md D1: the title is its navigation label). */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  return <Dashboard />;
}
