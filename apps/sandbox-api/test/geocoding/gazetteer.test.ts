import { describe, expect, it } from 'vitest';
import { toOutcode } from 'postcode';
import { venueCatalogue } from '../../src/features/site/venueCatalogue.ts';
import { outcodeCentroids } from '../../src/features/geocoding/outcodes.ts';
import { distanceKm } from '../../src/features/geocoding/geoDistance.ts';
import { gbPlaces } from '../../src/features/geocoding/gbPlaces.ts';
import { searchText } from '../../src/features/geocoding/searchText.ts';
import { readPostcodeQuery } from '../../src/features/geocoding/postcodeQuery.ts';

describe('the GB gazetteer', () => {
  it('holds only GB places, thousands of them, with coordinates inside the UK', () => {
    const places = gbPlaces();
    expect(places.length).toBeGreaterThan(4000);
    for (const place of places) {
      expect(place.lat).toBeGreaterThan(49.8);
      expect(place.lat).toBeLessThan(61);
      expect(place.lng).toBeGreaterThan(-8.7);
      expect(place.lng).toBeLessThan(2);
    }
    expect(places.find((place) => place.name === 'Leeds')).toMatchObject({ nation: 'England', isLocality: false });
  });

  it('has the district of every seeded venue, close to the venue', () => {
    const table = outcodeCentroids();
    for (const venue of venueCatalogue.filter((v) => v.lat !== null && v.lng !== null)) {
      const district = table.get(toOutcode(venue.postcode)!);
      expect(district, venue.slug).toBeDefined();
      expect(distanceKm(district!, { lat: venue.lat!, lng: venue.lng! }), venue.slug).toBeLessThan(6);
    }
  });

  it('keeps every district centroid on GB soil', () => {
    for (const centroid of outcodeCentroids().values()) {
      expect(centroid.lat, centroid.outcode).toBeGreaterThan(49.8);
      expect(centroid.lat, centroid.outcode).toBeLessThan(61);
      expect(centroid.lng, centroid.outcode).toBeGreaterThan(-8.7);
      expect(centroid.lng, centroid.outcode).toBeLessThan(2);
    }
  });
});

describe('reading a query', () => {
  it('compares names without case, accents, punctuation or hyphens', () => {
    expect(searchText('Weston-super-Mare')).toBe('weston super mare');
    expect(searchText('St. Albans')).toBe('st albans');
    expect(searchText("King's Lynn")).toBe('kings lynn');
    expect(searchText('  Ynys MÔN ')).toBe('ynys mon');
  });

  it('tells postcodes and districts from place names', () => {
    expect(readPostcodeQuery('sw9 8qq')).toEqual({ kind: 'postcode', postcode: 'SW9 8QQ', outcode: 'SW9' });
    expect(readPostcodeQuery('M13')).toEqual({ kind: 'outcode', outcode: 'M13' });
    expect(readPostcodeQuery('M13 9')).toEqual({ kind: 'outcode', outcode: 'M13' });
    expect(readPostcodeQuery('EC1A')).toEqual({ kind: 'outcode', outcode: 'EC1A' });
    expect(readPostcodeQuery('Bath')).toBeUndefined();
    expect(readPostcodeQuery('Leeds 1')).toBeUndefined();
  });
});
