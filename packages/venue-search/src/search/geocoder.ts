import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { geocodingRoutes, type GeocoderResult } from '@leisure/api-contract/browser';
import { getConfig } from '@leisure/config';

/**
 * The contract's geocoder call, addressed relative to the geocoder's own base URL (maps.geocoderUrl, by default
 * the sandbox's `{api}/geocoding`) so that production can point it at a hosted Mapbox-v5 geocoder unchanged.
 */
const geocodePlaces = { ...geocodingRoutes.geocodePlaces, path: '/v5/mapbox.places/{query}.json' as const };

type HttpClient = ReturnType<typeof createHttpClient>;

let client: HttpClient | undefined;
/** Its own client: no bearer token or session handling, the geocoder is not our API. */
function geocoderClient(): HttpClient {
  client ??= createHttpClient({ baseUrl: getConfig().maps.geocoderUrl, timeoutMs: 15_000 });
  return client;
}

/**
 * GET {geocoder}/v5/mapbox.places/{query}.json?country=gb&limit=1&access_token=… (docs/product/platform.md §7). The sandbox refuses
 * an empty key as the hosted service does but accepts any other, so a build without VITE_MAPS_KEY still searches.
 */
export function geocodePlace(query: string, signal?: AbortSignal): Promise<GeocoderResult> {
  return callEndpoint(geocoderClient(), geocodePlaces, {
    params: { query },
    query: { accessToken: getConfig().maps.key || 'sandbox', country: 'gb', limit: 1 },
    signal,
  });
}
