import { gbPlaces, type GbPlace } from './gbPlaces.ts';
import { distanceKm } from './geoDistance.ts';
import type { OutcodeCentroid } from './outcodes.ts';

/** Places big enough to name a postcode district after ("SW9, Brixton", "M13, Manchester"). */
const TOWN_POPULATION = 15_000;
const known = new Map<string, GbPlace>();

/** The sizeable town nearest a district's centre: the district's context in answers. */
export function nearestTown(centroid: OutcodeCentroid): GbPlace {
  const cached = known.get(centroid.outcode);
  if (cached) return cached;
  let best: GbPlace | undefined;
  let bestDistance = Infinity;
  for (const place of gbPlaces()) {
    if (place.population < TOWN_POPULATION) continue;
    const distance = distanceKm(centroid, place);
    if (distance < bestDistance) [best, bestDistance] = [place, distance];
  }
  known.set(centroid.outcode, best!);
  return best!;
}
