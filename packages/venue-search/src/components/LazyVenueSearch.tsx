import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Spinner } from '@leisure/ui';
import type { SearchableVenue } from '../searchableVenue.ts';
import type { VenueSearchProps } from './VenueSearch.tsx';

// React.lazy drops the component's type parameter: the cast gives it back.
const VenueSearch = lazy(() =>
  import('./VenueSearch.tsx').then((module) => ({ default: module.VenueSearch })),
) as unknown as <V extends SearchableVenue>(props: VenueSearchProps<V>) => ReactElement;

export type LazyVenueSearchProps<V extends SearchableVenue> = VenueSearchProps<V> & {
  /** Shown while the search loads; a front end whose first screen holds it gives it the search's height (0904). */
  fallback?: ReactNode;
};

/**
 * VenueSearch loaded on first render, so neither it nor the map is part of a front end's first load (decision
 * 0903); the map inside it loads later still, once its area comes on screen (decision 0904).
 */
export function LazyVenueSearch<V extends SearchableVenue>({ fallback, ...props }: LazyVenueSearchProps<V>) {
  return (
    <Suspense fallback={fallback ?? <Spinner label="Loading the venue search" size="2rem" />}>
      <VenueSearch {...props} />
    </Suspense>
  );
}
