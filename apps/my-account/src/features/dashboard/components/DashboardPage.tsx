import { usePageTitle } from '@leisure/theme';
import { Dashboard } from './Dashboard.tsx';

/** / in my-account: the account dashboard (docs/product/account.md D26: its title is "Dashboard"). */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return <Dashboard />;
}
