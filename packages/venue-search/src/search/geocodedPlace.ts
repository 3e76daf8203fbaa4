import type { GeocoderResult } from '@leisure/api-contract/browser';
import type { LngLat } from '../geo/distance.ts';

export interface GeocodedPlace {
  location: LngLat;
  /** What the result header names: "Leeds", "LS6". */
  label: string;
}

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The first feature of a geocoder answer (Mapbox v5 shape: `center` is [lng, lat]), or null when it found
 * nothing usable. A hosted geocoder's answer is not ours to trust, so it is checked here.
 */
export function placeFromGeocoderAnswer(answer: GeocoderResult | null | undefined): GeocodedPlace | null {
  const feature = answer?.features?.[0];
  if (!feature || !Array.isArray(feature.center)) return null;
  const [lng, lat] = feature.center;
  if (!inRange(lng, 180) || !inRange(lat, 90)) return null;
  const label = feature.text?.trim() || feature.placeName?.split(',')[0]?.trim() || '';
  return { location: { lng, lat }, label: label || 'your search' };
}
