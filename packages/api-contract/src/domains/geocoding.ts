// Geocoding of GB place names and postcode districts. The call has the shape of Mapbox's geocoding API (v5,
// mapbox.places) so that production points the client at a hosted geocoder by changing its base URL and key
// (docs/decisions/0410). Its answer is therefore not wrapped in our `{ data }` envelope.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { geocodeQuery, geocoderResultSchema } from './geocodingSchemas.ts';

export * from './geocodingSchemas.ts';

export const geocodingEndpoints = {
  geocodePlaces: defineEndpoint({
    id: 'geocodePlaces',
    method: 'GET',
    path: '/geocoding/v5/mapbox.places/{query}.json',
    tag: 'Geocoding',
    summary: 'Find GB places and postcode districts by name or postcode (Mapbox geocoding v5 shape)',
    description:
      'Matches are case- and accent-insensitive. Place names match from their start, best known first; an ' +
      'outcode ("M13", "LS1") or a full postcode (by its outcode) gives the postcode district. A country other ' +
      'than gb answers no features. The answer is a GeoJSON FeatureCollection, not wrapped in `data`.',
    auth: 'none',
    params: z.object({ query: z.string() }),
    query: geocodeQuery,
    response: geocoderResultSchema,
    envelope: false,
    errors: [401, 422],
  }),
};
