import type { JoiningVenue } from '@leisure/api-contract/browser';
import type { LocatedCentre } from './centreLocations.ts';
import { distanceMiles, type LngLat } from './distance.ts';

export interface CentreInRange {
  centre: JoiningVenue;
  distanceMiles: number;
}

/** docs/product/platform.md §2: the centres within the radius of the searched point, nearest first (ties by name). */
export function centresInRange(
  centres: readonly LocatedCentre[],
  origin: LngLat,
  radiusMiles: number,
): CentreInRange[] {
  return centres
    .map(({ centre, location }) => ({ centre, distanceMiles: distanceMiles(origin, location) }))
    .filter((entry) => entry.distanceMiles <= radiusMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.centre.name.localeCompare(b.centre.name));
}

/** "2.3 miles": one decimal, as the result list shows it. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} miles`;
}
