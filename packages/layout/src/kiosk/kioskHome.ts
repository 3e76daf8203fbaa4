import type { FrontEndId } from '../crossApp/frontEnds.ts';
import type { Destination } from '../navigation/navItems.ts';

/** The kiosk home (decision 0916): online joining's /kiosk, where an in-venue tablet starts every visit. */
export const kioskHome = { app: 'onlineJoining', path: '/kiosk' } as const satisfies Destination;

/**
 * The kiosk home is a kiosk whatever its query says (decision 0916): its path sets kiosk mode, read with the query's
 * flags when the store is made, so the first render already has it (decision 0833).
 */
export const isKioskHome = (app: FrontEndId, pathname: string): boolean =>
  app === kioskHome.app && /^\/kiosk\/?$/.test(pathname);
