import type { SandboxFeature } from '../feature.ts';
import { geocodeRoute } from './geocodeRoute.ts';

/** Geocoding of GB places and postcode districts from a gazetteer, in a hosted geocoder's shape. */
export const geocodingFeature: SandboxFeature = { name: 'geocoding', routes: [geocodeRoute] };
