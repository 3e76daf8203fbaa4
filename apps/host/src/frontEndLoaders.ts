import type { ComponentType } from 'react';
import type { FrontEndId } from '@leisure/layout/frontEnds';

/** A front end as the host starts it: its root, and what its first screen needs before the first render. */
export interface FrontEndStart {
  App: ComponentType;
  preloadFirstScreen?: (pathname: string) => Promise<void>;
}

/** Loads a front end's chunk. */
export type FrontEndLoader = () => Promise<FrontEndStart>;

/*
 * The host is the one place that composes the apps: each is a dynamic import, so the build gives every front end
 * a chunk of its own and a visitor downloads only the one their sub-domain serves. The import-boundary rule keeps
 * apps from importing each other; the host entry is its deliberate exception, allowed in eslint.config.js.
 */
export const frontEndLoaders: Record<FrontEndId, FrontEndLoader> = {
  bookings: async () => {
    const { BookingsApp, preloadFirstScreen } = await import('@leisure/bookings');
    return { App: BookingsApp, preloadFirstScreen };
  },
  myAccount: async () => {
    const { MyAccountApp, preloadFirstScreen } = await import('@leisure/my-account');
    return { App: MyAccountApp, preloadFirstScreen };
  },
  onlineJoining: async () => ({ App: (await import('@leisure/online-joining')).OnlineJoiningApp }),
};

// Rare, so it is a chunk of its own: the entry stays as small as the host's job (pick and load an app).
export const loadUnknownHost: FrontEndLoader = async () => ({ App: (await import('./UnknownHost.tsx')).UnknownHost });
