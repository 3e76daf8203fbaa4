import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@leisure/ui';
import type { CentreMapSearchProps } from './CentreMapSearch.tsx';

// Joining's settings of the search load with it: the joining page's first load holds only this wrapper.
const CentreMapSearch = lazy(() =>
  import('./CentreMapSearch.tsx').then((module) => ({ default: module.CentreMapSearch })),
);

/**
 * CentreMapSearch loaded on first render, so neither it nor the map is part of the joining page's first load.
 * `fallback` shows meanwhile (the joining page's holds the search's height: decision 0904).
 */
export function LazyCentreMapSearch({ fallback, ...props }: CentreMapSearchProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback ?? <Spinner label="Loading the centre search" size="2rem" />}>
      <CentreMapSearch {...props} />
    </Suspense>
  );
}
