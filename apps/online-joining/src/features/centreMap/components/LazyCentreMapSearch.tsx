import { lazy, Suspense } from 'react';
import { Spinner } from '@leisure/ui';
import type { CentreMapSearchProps } from './CentreMapSearch.tsx';

const CentreMapSearch = lazy(() =>
  import('./CentreMapSearch.tsx').then((module) => ({ default: module.CentreMapSearch })),
);

/** CentreMapSearch loaded on first render, so neither it nor the map is part of the joining page's first load. */
export function LazyCentreMapSearch(props: CentreMapSearchProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the centre search" size="2rem" />}>
      <CentreMapSearch {...props} />
    </Suspense>
  );
}
