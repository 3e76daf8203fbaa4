import type { ComponentType } from 'react';
import type { FrontEndId } from '@leisure/layout/frontEnds';

/** Loads a front end's chunk and gives its root component. */
export type FrontEndLoader = () => Promise<ComponentType>;

/*
 * The host is the one place that composes the apps: each is a dynamic import, so the build gives every front end
 * a chunk of its own and a visitor downloads only the one their sub-domain serves. The import-boundary rule keeps
 * apps from importing each other; the host entry is its deliberate exception, allowed in eslint.config.js.
 */
export const frontEndLoaders: Record<FrontEndId, FrontEndLoader> = {
  bookings: async () => (await import('@leisure/bookings')).BookingsApp,
  myAccount: async () => (await import('@leisure/my-account')).MyAccountApp,
  onlineJoining: async () => (await import('@leisure/online-joining')).OnlineJoiningApp,
};

// Rare, so it is a chunk of its own: the entry stays as small as the host's job (pick and load an app).
export const loadUnknownHost: FrontEndLoader = async () => (await import('./UnknownHost.tsx')).UnknownHost;
