import type { SearchableVenue } from '../searchableVenue.ts';
import type { LocatedVenue } from './venueLocations.ts';
import { distanceMiles, type LngLat } from './distance.ts';

export interface VenueInRange<V extends SearchableVenue = SearchableVenue> {
  venue: V;
  distanceMiles: number;
}

/** docs/product/platform.md §2: the venues within the radius of the searched point, nearest first (ties by name). */
export function venuesInRange<V extends SearchableVenue>(
  venues: readonly LocatedVenue<V>[],
  origin: LngLat,
  radiusMiles: number,
): VenueInRange<V>[] {
  return venues
    .map(({ venue, location }) => ({ venue, distanceMiles: distanceMiles(origin, location) }))
    .filter((entry) => entry.distanceMiles <= radiusMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.venue.name.localeCompare(b.venue.name));
}

/** "2.3 miles": one decimal, as the result list shows it. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} miles`;
}
