import { Suspense } from 'react';
import { preloadableLazy, Spinner } from '@leisure/ui';
import type { VenueSearchPanelProps } from './VenueSearchPanel.tsx';

// The search (and, once on screen, its map) loads on demand: none of it is in the first load (decision 0903).
const VenueSearchPanel = preloadableLazy(() =>
  import('./VenueSearchPanel.tsx').then((module) => module.VenueSearchPanel),
);

/** Loads the search before the first render at / (preloadFirstScreen), so no fallback shows first (decision 0904). */
export const preloadVenueSearch = (): Promise<unknown> => VenueSearchPanel.preload();

/** The bookings home's venue search, loaded on demand. */
export function FindAVenue(props: VenueSearchPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the venue search" size="2rem" />}>
      <VenueSearchPanel {...props} />
    </Suspense>
  );
}
