import type { SandboxFeature } from '../feature.ts';
import { geocodeRoute } from './geocodeRoute.ts';

/** Geocoding of GB places and postcode districts from a gazetteer, in a hosted geocoder's shape. */
export const geocodingFeature: SandboxFeature = { name: 'geocoding', routes: [geocodeRoute] };

// The gazetteer's GB places, read by the map's place names (docs/decisions/0021-map-places-and-tile-style.md).
export { gbPlaces, type GbPlace } from './gbPlaces.ts';

// The postcode districts and the town each is named after, read by the address finder (docs/decisions/0022).
export { outcodeCentroids, type OutcodeCentroid } from './outcodes.ts';
export { nearestTown } from './nearestTown.ts';
