import { StrictMode, type ComponentType } from 'react';
import type { FrontEndId } from '@leisure/layout/frontEnds';
import { frontEndLoaders, loadUnknownHost } from './frontEndLoaders.ts';

/**
 * The root of the front end this host serves (no front end: not-found), once its chunk has loaded. Waiting for the
 * chunk before the first render, rather than rendering a Suspense boundary around a lazy component, means React
 * never commits a fallback at start-up, and so never holds the page back for its fallback throttle (~300 ms, seen
 * in traces of the production build: docs/decisions/0904). The same goes for a lazy page the first screen shows (the
 * log-in page at /login). The per-app page preloads those chunks, so the wait is short.
 */
export async function loadHostRoot(app: FrontEndId | undefined, pathname = '/'): Promise<ComponentType> {
  const { App: FrontEnd, preloadFirstScreen } = await (app ? frontEndLoaders[app] : loadUnknownHost)();
  await preloadFirstScreen?.(pathname);
  return function HostRoot() {
    return (
      <StrictMode>
        <FrontEnd />
      </StrictMode>
    );
  };
}
