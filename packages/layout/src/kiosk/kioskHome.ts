import type { SessionFlags } from '@leisure/app-store';
import type { FrontEndId } from '../crossApp/frontEnds.ts';
import type { Destination } from '../navigation/navItems.ts';

/** The kiosk home (decision 0916): online joining's /kiosk, where an in-venue tablet starts every visit. */
export const kioskHome = { app: 'onlineJoining', path: '/kiosk' } as const satisfies Destination;

/**
 * The flags a page's path sets on top of its query's: the kiosk home is a kiosk whatever its query says (decision
 * 0916). Read with the query when the store is made, so the first render already has them (decision 0833).
 */
export function sessionFlagsFromPath(app: FrontEndId, pathname: string): Partial<SessionFlags> {
  const atKioskHome = app === kioskHome.app && pathname.replace(/\/+$/, '') === kioskHome.path;
  return atKioskHome ? { kiosk: true } : {};
}
