import { LoginPage } from '@leisure/layout';
import { VenueTimetable } from '../features/timetable/index.ts';
import { preloadVenueSearch } from '../features/venueSearch/index.ts';

/**
 * Loads what the first screen at `pathname` would otherwise load lazily, before the first render, so that React
 * never shows it behind a fallback (docs/decisions/0904). A chunk that fails here is asked for again when rendered.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  if (pathname === '/login') await LoginPage.preload().catch(() => undefined);
  if (pathname === '/') await preloadVenueSearch().catch(() => undefined);
  if (pathname.startsWith('/location/')) await VenueTimetable.preload().catch(() => undefined);
}
