import type { SearchableVenue } from '../searchableVenue.ts';
import type { LngLat } from './distance.ts';

/** A venue whose coordinates can go on a map. */
export interface LocatedVenue<V extends SearchableVenue = SearchableVenue> {
  venue: V;
  location: LngLat;
}

const isCoordinate = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Real venue data can lack coordinates or hold impossible ones (docs/product/platform.md §3): such venues stay off the map. */
export function locationOf(venue: SearchableVenue): LngLat | null {
  if (!isCoordinate(venue.lat, 90) || !isCoordinate(venue.lng, 180)) return null;
  return { lng: venue.lng, lat: venue.lat };
}

export function locatedVenues<V extends SearchableVenue>(venues: readonly V[]): LocatedVenue<V>[] {
  return venues.flatMap((venue) => {
    const location = locationOf(venue);
    return location ? [{ venue, location }] : [];
  });
}
