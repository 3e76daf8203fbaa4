import { LoginPage } from '@leisure/layout';
import { DashboardPage } from '../features/dashboard/index.ts';

/**
 * Loads what the first screen at `pathname` would otherwise load lazily, before the first render, so that React
 * never shows it behind a fallback (docs/decisions/0904). A chunk that fails here is asked for again when rendered.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  if (pathname === '/login') await LoginPage.preload().catch(() => undefined);
  if (pathname === '/') await DashboardPage.preload().catch(() => undefined);
}
