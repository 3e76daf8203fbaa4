import type { SandboxFeature } from '../feature.ts';

/** Geocoding of GB places and postcode districts from a gazetteer. */
export const geocodingFeature: SandboxFeature = { name: 'geocoding', routes: [] };
