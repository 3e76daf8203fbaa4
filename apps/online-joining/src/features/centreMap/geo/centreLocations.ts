import type { JoiningVenue } from '@leisure/api-contract/browser';
import type { LngLat } from './distance.ts';

/** A centre whose coordinates can go on a map. */
export interface LocatedCentre {
  centre: JoiningVenue;
  location: LngLat;
}

const isCoordinate = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Real venue data can lack coordinates or hold impossible ones (docs/product/platform.md §3): such centres stay off the map. */
export function locationOf(centre: JoiningVenue): LngLat | null {
  if (!isCoordinate(centre.lat, 90) || !isCoordinate(centre.lng, 180)) return null;
  return { lng: centre.lng, lat: centre.lat };
}

export function locatedCentres(centres: readonly JoiningVenue[]): LocatedCentre[] {
  return centres.flatMap((centre) => {
    const location = locationOf(centre);
    return location ? [{ centre, location }] : [];
  });
}
