import { Suspense } from 'react';
import type { FrontEndId } from '@leisure/layout';
import { frontEndLoaders } from './frontEndLoaders.ts';
import { UnknownHost } from './UnknownHost.tsx';

/** Renders the front end this host serves, loading its chunk first; no front end means not-found. */
export function HostRoot({ app }: { app: FrontEndId | undefined }) {
  if (!app) return <UnknownHost />;
  const FrontEnd = frontEndLoaders[app];
  // The chunk usually arrives within a frame or two: an empty page is calmer than a flashing spinner.
  return (
    <Suspense fallback={null}>
      <FrontEnd />
    </Suspense>
  );
}
