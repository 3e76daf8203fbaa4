import type { FrontEndId } from '../crossApp/frontEnds.ts';
import type { Destination } from './navItems.ts';

/**
 * Whether a destination is the page being shown: the same front end and path, or a page below it
 * ("/bookings/upcoming" is in Bookings). The home page "/" matches only itself.
 */
export function isCurrentPage(destination: Destination, app: FrontEndId, pathname: string): boolean {
  if (destination.app !== app) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (destination.path === '/') return path === '/';
  return path === destination.path || path.startsWith(`${destination.path}/`);
}
