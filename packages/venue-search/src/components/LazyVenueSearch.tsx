import { Suspense, type ComponentType, type ReactNode } from 'react';
import { preloadableLazy, Spinner } from '@leisure/ui';
import type { SearchableVenue } from '../searchableVenue.ts';
import type { VenueSearchProps } from './VenueSearch.tsx';

const LoadedVenueSearch = preloadableLazy(() =>
  import('./VenueSearch.tsx').then((module) => module.VenueSearch as ComponentType<VenueSearchProps<SearchableVenue>>),
);

/**
 * Loads the search before it is first rendered: a front end whose first screen shows it asks for it before that
 * screen's first render (its preloadFirstScreen), so React never shows it behind a fallback (decision 0904).
 */
export const preloadVenueSearch = (): Promise<unknown> => LoadedVenueSearch.preload();

export type LazyVenueSearchProps<V extends SearchableVenue> = VenueSearchProps<V> & {
  /** Shown while the search loads; a front end whose first screen holds it gives it the search's height (0904). */
  fallback?: ReactNode;
};

/**
 * VenueSearch loaded on first render (or before, preloadVenueSearch), so neither it nor the map is part of a front
 * end's first load (decision 0903); the map inside it loads later still, once its area comes on screen (0904).
 */
export function LazyVenueSearch<V extends SearchableVenue>({ fallback, ...props }: LazyVenueSearchProps<V>) {
  // The loaded component lost its type parameter to the dynamic import; the props were checked against V above.
  const searchProps = props as unknown as VenueSearchProps<SearchableVenue>;
  return (
    <Suspense fallback={fallback ?? <Spinner label="Loading the venue search" size="2rem" />}>
      <LoadedVenueSearch {...searchProps} />
    </Suspense>
  );
}
