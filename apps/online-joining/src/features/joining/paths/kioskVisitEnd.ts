import type { NavigateOptions } from 'react-router-dom';
import type { SessionFlags } from '@leisure/app-store';
import { withSiteFlags } from './siteFlagsPath.ts';

/**
 * What the kiosk home is told, in the history entry it opens with, when a visit has just ended (decision 0920):
 * the home finishes the visit itself, once the page being left is gone.
 */
export interface KioskVisitEnded {
  kioskVisitEnded: { inactivity: boolean };
}

export function isVisitEnded(state: unknown): state is KioskVisitEnded {
  return typeof state === 'object' && state !== null && 'kioskVisitEnded' in state;
}

/** Where a kiosk visit ends: the kiosk home, with the site flags, told to finish the visit. */
export function visitEndNavigation(flags: SessionFlags, inactivity: boolean): [string, NavigateOptions] {
  const state: KioskVisitEnded = { kioskVisitEnded: { inactivity } };
  return [withSiteFlags('/kiosk', { ...flags, kiosk: true }), { replace: true, state }];
}
