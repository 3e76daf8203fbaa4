import { lazy, Suspense } from 'react';
import type { FrontEndId } from '@leisure/layout/frontEnds';
import { frontEndLoaders } from './frontEndLoaders.ts';

// Rare, so it is a chunk of its own: the entry stays as small as the host's job (pick and load an app).
const UnknownHost = lazy(async () => ({ default: (await import('./UnknownHost.tsx')).UnknownHost }));

/** Renders the front end this host serves, loading its chunk first; no front end means not-found. */
export function HostRoot({ app }: { app: FrontEndId | undefined }) {
  const FrontEnd = app ? frontEndLoaders[app] : UnknownHost;
  // The chunk usually arrives within a frame or two: an empty page is calmer than a flashing spinner.
  return (
    <Suspense fallback={null}>
      <FrontEnd />
    </Suspense>
  );
}
