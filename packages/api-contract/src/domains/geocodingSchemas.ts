// Shapes of geocoding (geocoding.ts), as Mapbox's geocoding API (v5, mapbox.places) has them: the query and the answer.
import { z } from 'zod';

/** Mapbox's feature types; the sandbox answers `place`, `locality` and `postcode`. */
export const geocoderPlaceType = z.enum([
  'country',
  'region',
  'postcode',
  'district',
  'place',
  'locality',
  'neighborhood',
  'address',
  'poi',
]);
export type GeocoderPlaceType = z.infer<typeof geocoderPlaceType>;

const longitude = z.number().min(-180).max(180);
const latitude = z.number().min(-90).max(90);
/** [longitude, latitude], GeoJSON order. */
const position = z.tuple([longitude, latitude]);

export const geocoderFeatureSchema = z.object({
  /** e.g. "place.2643123", "postcode.sw9" */
  id: z.string(),
  type: z.literal('Feature'),
  placeType: z.array(geocoderPlaceType).min(1),
  /** 0–1: how well the feature matches the query. */
  relevance: z.number().min(0).max(1),
  properties: z.record(z.string(), z.unknown()),
  /** The feature's own name, e.g. "Manchester" or "M13". */
  text: z.string(),
  /** The full name with its region and country, e.g. "Manchester, England, United Kingdom". */
  placeName: z.string(),
  center: position,
  geometry: z.object({ type: z.literal('Point'), coordinates: position }),
  context: z.array(z.object({ id: z.string(), text: z.string(), shortCode: z.string().optional() })),
});
export type GeocoderFeature = z.infer<typeof geocoderFeatureSchema>;

export const geocoderResultSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** The query as the geocoder read it: lower-case words. */
  query: z.array(z.string()),
  features: z.array(geocoderFeatureSchema),
  attribution: z.string(),
});
export type GeocoderResult = z.infer<typeof geocoderResultSchema>;

/** Comma-separated lists, as hosted geocoders take them: "gb" or "gb,ie". */
const commaList = <T extends z.ZodType<string, string>>(item: T, message: string) =>
  z
    .string()
    .max(200)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(item, { error: message }).min(1, message));

export const geocodeQuery = z.object({
  accessToken: z
    .string()
    .max(500)
    .optional()
    .describe("The hosted service's key. The sandbox accepts any non-empty value and answers 401 without one."),
  country: commaList(
    z.string().regex(/^[a-z]{2}$/, 'Use two-letter country codes, like gb'),
    'Use two-letter country codes, like gb',
  )
    .optional()
    .describe('ISO 3166-1 alpha-2 codes, comma-separated: only places in these countries (the sandbox knows gb).'),
  limit: z.coerce
    .number({ error: 'Limit must be a number from 1 to 10' })
    .int('Limit must be a number from 1 to 10')
    .min(1, 'Limit must be a number from 1 to 10')
    .max(10, 'Limit must be a number from 1 to 10')
    .default(5)
    .describe('How many features at most.'),
  types: commaList(geocoderPlaceType, `Types must be among: ${geocoderPlaceType.options.join(', ')}`)
    .optional()
    .describe('Comma-separated feature types to keep, e.g. place,postcode.'),
  autocomplete: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe('true: the last word may be incomplete, so names starting with it match too.'),
});
