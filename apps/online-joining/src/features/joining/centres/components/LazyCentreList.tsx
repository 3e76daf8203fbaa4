import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@leisure/ui';

// Only shown when the map search is switched off (VITE_FEATURE_ONLINE_JOINING_MAP): not part of the first load.
const CentreList = lazy(() => import('./CentreList.tsx').then((module) => ({ default: module.CentreList })));

/** CentreList loaded on first render; `fallback` shows meanwhile. */
export function LazyCentreList({ chosenSlug, fallback }: { chosenSlug: string | undefined; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <Spinner label="Loading centres" size="2rem" />}>
      <CentreList chosenSlug={chosenSlug} />
    </Suspense>
  );
}
