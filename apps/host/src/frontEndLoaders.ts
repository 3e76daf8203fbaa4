import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FrontEndId } from '@leisure/layout/frontEnds';

/*
 * The host is the one place that composes the apps: each is a dynamic import, so the build gives every front end
 * a chunk of its own and a visitor downloads only the one their sub-domain serves. The import-boundary rule keeps
 * apps from importing each other; the host entry is its deliberate exception, allowed in eslint.config.js.
 */
export const frontEndLoaders: Record<FrontEndId, LazyExoticComponent<ComponentType>> = {
  bookings: lazy(async () => ({
    default: (await import('@leisure/bookings')).BookingsApp,
  })),
  myAccount: lazy(async () => ({
    default: (await import('@leisure/my-account')).MyAccountApp,
  })),
  onlineJoining: lazy(async () => ({
    default: (await import('@leisure/online-joining')).OnlineJoiningApp,
  })),
};
