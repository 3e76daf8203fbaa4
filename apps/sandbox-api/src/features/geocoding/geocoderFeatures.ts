import type { GeocoderFeature } from '@leisure/api-contract';
import type { GbPlace } from './gbPlaces.ts';
import type { PlaceMatch } from './matchPlaces.ts';
import type { OutcodeMatch } from './matchOutcodes.ts';
import { nearestTown } from './nearestTown.ts';

const nationCodes: Record<string, string> = {
  England: 'GB-ENG',
  Scotland: 'GB-SCT',
  Wales: 'GB-WLS',
  'Northern Ireland': 'GB-NIR',
};

const COUNTRY = { id: 'country.gb', text: 'United Kingdom', shortCode: 'gb' };

const regionOf = (place: GbPlace) => ({
  id: `region.${(nationCodes[place.nation] ?? 'GB').toLowerCase()}`,
  text: place.nation,
  shortCode: nationCodes[place.nation] ?? 'GB',
});

// Mapbox rounds coordinates to six decimals; so do we.
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function point(lng: number, lat: number): Pick<GeocoderFeature, 'center' | 'geometry'> {
  const coordinates: [number, number] = [round(lng), round(lat)];
  return { center: coordinates, geometry: { type: 'Point', coordinates: [...coordinates] } };
}

export function placeFeature({ place, relevance }: PlaceMatch): GeocoderFeature {
  const placeType = place.isLocality ? 'locality' : 'place';
  return {
    id: `${placeType}.${place.geonameId}`,
    type: 'Feature',
    placeType: [placeType],
    relevance,
    properties: {},
    text: place.name,
    placeName: `${place.name}, ${place.nation}, United Kingdom`,
    ...point(place.lng, place.lat),
    context: [regionOf(place), COUNTRY],
  };
}

/** A postcode answered at its district's centre: `properties.accuracy` says so. */
export function postcodeFeature({ centroid, text, relevance }: OutcodeMatch): GeocoderFeature {
  const town = nearestTown(centroid);
  return {
    id: `postcode.${text.toLowerCase().replace(/\s+/g, '-')}`,
    type: 'Feature',
    placeType: ['postcode'],
    relevance,
    properties: { accuracy: 'district-centroid', district: centroid.outcode },
    text,
    placeName: `${text}, ${town.name}, ${town.nation}, United Kingdom`,
    ...point(centroid.lng, centroid.lat),
    context: [{ id: `place.${town.geonameId}`, text: town.name }, regionOf(town), COUNTRY],
  };
}
