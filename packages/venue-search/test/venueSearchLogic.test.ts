import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import type { GeocoderResult } from '@leisure/api-contract/browser';
import { parseConfig } from '@leisure/config';
import { locatedVenues, locationOf } from '../src/geo/venueLocations.ts';
import { venuesInRange, formatMiles } from '../src/geo/venuesInRange.ts';
import { boundsAround, circleRing, distanceMetres, distanceMiles, METRES_PER_MILE } from '../src/geo/distance.ts';
import { defaultMapView, mapStyleUrl } from '../src/map/mapView.ts';
import { withSourcesResolved } from '../src/map/styleSourceUrls.ts';
import { clusterLabel, createClusterElement, createPinElement, setPinSelected } from '../src/map/markerElements.ts';
import { findVenueByName } from '../src/search/venueNameMatch.ts';
import { placeFromGeocoderAnswer } from '../src/search/geocodedPlace.ts';
import { allVenuesHeader, resultHeader } from '../src/search/resultHeader.ts';
import { geolocationMessage, locateUser } from '../src/search/userLocation.ts';
import { venueWords } from '../src/venueWording.ts';
import { badCoordinates, venue, venues, leedsCentral, leedsNorth, noCoordinates, york } from './venueFixtures.ts';

const centreWords = { one: 'centre', many: 'centres' };

const london = { lat: 51.5074, lng: -0.1278 };
const manchester = { lat: 53.4808, lng: -2.2426 };

describe('distances', () => {
  it('measures great-circle distances in miles (1 mile = 1609.344 m)', () => {
    expect(METRES_PER_MILE).toBe(1609.344);
    // London to Manchester is about 163 miles as the crow flies.
    expect(distanceMiles(london, manchester)).toBeCloseTo(162.7, 0);
    expect(distanceMiles(london, manchester)).toBeCloseTo(distanceMetres(london, manchester) / 1609.344, 9);
    expect(distanceMiles(london, london)).toBe(0);
    expect(distanceMiles(manchester, london)).toBeCloseTo(distanceMiles(london, manchester), 9);
  });

  it('formats a distance with one decimal', () => {
    expect(formatMiles(2.345)).toBe('2.3 miles');
    expect(formatMiles(0)).toBe('0.0 miles');
    expect(formatMiles(9.96)).toBe('10.0 miles');
  });

  it('bounds and circles of a radius lie that far from the venue', () => {
    const [[west, south], [east, north]] = boundsAround(london, 5);
    expect(distanceMiles(london, { lat: north, lng: london.lng })).toBeCloseTo(5, 3);
    expect(distanceMiles(london, { lat: south, lng: london.lng })).toBeCloseTo(5, 3);
    expect(distanceMiles(london, { lat: london.lat, lng: east })).toBeGreaterThanOrEqual(4.99);
    expect(distanceMiles(london, { lat: london.lat, lng: west })).toBeGreaterThanOrEqual(4.99);
    const ring = circleRing(london, 5, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const [lng, lat] of ring) expect(distanceMiles(london, { lng, lat })).toBeCloseTo(5, 3);
  });
});

describe('which venues can go on the map', () => {
  it('ignores venues whose coordinates are missing, not finite or out of range', () => {
    expect(locationOf(leedsCentral)).toEqual({ lat: 53.7997, lng: -1.5492 });
    expect(locationOf(noCoordinates)).toBeNull();
    expect(locationOf(badCoordinates)).toBeNull();
    expect(locationOf(venue('Half', 53, null))).toBeNull();
    expect(locationOf(venue('NaN', Number.NaN, -1))).toBeNull();
    expect(locationOf(venue('Infinite', 53, Number.POSITIVE_INFINITY))).toBeNull();
    expect(locationOf(venue('South of the pole', -90.5, 0))).toBeNull();
    expect(locationOf(venue('East of the date line', 0, 180.5))).toBeNull();
    expect(locationOf(venue('Edges', -90, 180))).toEqual({ lat: -90, lng: 180 });
    expect(locatedVenues(venues).map(({ venue }) => venue.name)).toEqual([
      'York Barbican',
      'Leeds North',
      'Bradford Pools',
      'Leeds Central',
    ]);
  });
});

describe('venues in range', () => {
  const located = locatedVenues(venues);

  it('keeps the venues within the radius, nearest first', () => {
    const near = venuesInRange(located, { lat: 53.7997, lng: -1.5492 }, 5);
    expect(near.map(({ venue }) => venue.name)).toEqual(['Leeds Central', 'Leeds North']);
    expect(near[0]!.distanceMiles).toBe(0);
    expect(near[1]!.distanceMiles).toBeCloseTo(1.78, 2);

    const wider = venuesInRange(located, { lat: 53.7997, lng: -1.5492 }, 10);
    expect(wider.map(({ venue }) => venue.name)).toEqual(['Leeds Central', 'Leeds North', 'Bradford Pools']);
    expect(venuesInRange(located, london, 10)).toEqual([]);
  });

  it('includes a venue exactly on the radius', () => {
    const exact = distanceMiles(locationOf(leedsCentral)!, locationOf(york)!);
    expect(venuesInRange(located, { lat: 53.7997, lng: -1.5492 }, exact).map(({ venue }) => venue.name)).toContain(
      'York Barbican',
    );
  });
});

describe('finding a venue by name', () => {
  const located = locatedVenues(venues);
  const named = (text: string) => findVenueByName(located, text)?.venue.name;

  it('matches case-insensitively anywhere in the name', () => {
    expect(named('york')).toBe('York Barbican');
    expect(named('  BARBICAN ')).toBe('York Barbican');
    expect(named('pools')).toBe('Bradford Pools');
  });

  it('prefers an exact name, then a name starting with the text, then the first containing it', () => {
    expect(named('leeds north')).toBe('Leeds North');
    expect(named('leeds')).toBe('Leeds North'); // both start with it: the first given
    expect(named('north')).toBe('Leeds North');
    expect(findVenueByName(locatedVenues([leedsCentral, leedsNorth]), 'leeds')?.venue).toBe(leedsCentral);
  });

  it('finds nothing for other text, empty text or venues off the map', () => {
    expect(named('Wakefield')).toBeUndefined();
    expect(named('   ')).toBeUndefined();
    expect(named('mystery')).toBeUndefined();
  });
});

describe('the geocoder answer', () => {
  const answer = (features: unknown[]) =>
    ({ type: 'FeatureCollection', query: ['leeds'], features, attribution: '' }) as unknown as GeocoderResult;
  const feature = (center: unknown, text = 'Leeds', placeName = 'Leeds, England, United Kingdom') => ({
    id: 'place.1',
    type: 'Feature',
    placeType: ['place'],
    relevance: 1,
    properties: {},
    text,
    placeName,
    center,
    geometry: { type: 'Point', coordinates: center },
    context: [],
  });

  it('takes the first feature: its [lng, lat] venue and its own name', () => {
    expect(placeFromGeocoderAnswer(answer([feature([-1.5477, 53.7965]), feature([0, 51])]))).toEqual({
      location: { lng: -1.5477, lat: 53.7965 },
      label: 'Leeds',
    });
    expect(placeFromGeocoderAnswer(answer([feature([-1.55, 53.8], '', 'LS6, Leeds')]))?.label).toBe('LS6');
  });

  it('finds nothing in an empty or unusable answer', () => {
    expect(placeFromGeocoderAnswer(answer([]))).toBeNull();
    expect(placeFromGeocoderAnswer(null)).toBeNull();
    expect(placeFromGeocoderAnswer({} as GeocoderResult)).toBeNull();
    expect(placeFromGeocoderAnswer(answer([feature([53.8, -200])]))).toBeNull();
    expect(placeFromGeocoderAnswer(answer([feature(['x', 'y'])]))).toBeNull();
    expect(placeFromGeocoderAnswer(answer([feature(null)]))).toBeNull();
  });
});

describe('the user location', () => {
  it('explains a refused permission differently from other failures', () => {
    expect(geolocationMessage({ code: 1 })).toBe(
      'Failed to use your location, please allow location access and try again',
    );
    expect(geolocationMessage({ code: 2 })).toBe('Failed to use your location, please try again');
    expect(geolocationMessage({ code: 3 })).toBe('Failed to use your location, please try again');
    expect(geolocationMessage(undefined)).toBe('Failed to use your location, please try again');
  });

  it('asks once, with high accuracy and a 10 s timeout', async () => {
    const calls: PositionOptions[] = [];
    const geolocation = {
      getCurrentPosition: (success: PositionCallback, _error: PositionErrorCallback, options: PositionOptions) => {
        calls.push(options);
        success({ coords: { latitude: 53.8, longitude: -1.55 } } as GeolocationPosition);
      },
    } as unknown as Geolocation;
    await expect(locateUser(geolocation)).resolves.toEqual({ lat: 53.8, lng: -1.55 });
    expect(calls).toEqual([expect.objectContaining({ enableHighAccuracy: true, timeout: 10_000 })]);
  });

  it('rejects with the message to show', async () => {
    const failing = (code: number) =>
      ({
        getCurrentPosition: (_success: PositionCallback, error: PositionErrorCallback) =>
          error({ code } as GeolocationPositionError),
      }) as unknown as Geolocation;
    await expect(locateUser(failing(1))).rejects.toThrow(
      'Failed to use your location, please allow location access and try again',
    );
    await expect(locateUser(failing(3))).rejects.toThrow('Failed to use your location, please try again');
    await expect(locateUser(undefined)).rejects.toThrow('Failed to use your location, please try again');
  });
});

describe('the result header', () => {
  it('counts the venues within the radius of the searched place', () => {
    expect(resultHeader(4, 5, 'Leeds', venueWords)).toBe('4 venues within 5 miles of Leeds');
    expect(resultHeader(1, 1, 'your location', venueWords)).toBe('1 venue within 1 mile of your location');
    expect(allVenuesHeader(12, venueWords)).toBe('12 venues');
    expect(allVenuesHeader(1, venueWords)).toBe('1 venue');
    // Online joining's centres.
    expect(resultHeader(2, 5, 'LS6', centreWords)).toBe('2 centres within 5 miles of LS6');
    expect(allVenuesHeader(1, centreWords)).toBe('1 centre');
  });
});

describe('pins and clusters', () => {
  it('act when pressed, for pointer users only: hidden from assistive technology, out of the tab order', () => {
    const pressed: string[] = [];
    const pin = createPinElement('Leeds Central', () => pressed.push('pin'));
    const cluster = createClusterElement(4, venueWords, () => pressed.push('cluster'));
    for (const marker of [pin, cluster]) {
      expect(marker).toHaveAttribute('aria-hidden', 'true');
      expect(marker.tabIndex).toBe(-1);
      expect(marker.tagName).not.toBe('BUTTON');
    }
    expect(pin.title).toBe('Leeds Central');
    expect(cluster.title).toBe('Cluster of 4 venues, zoom in');
    expect(clusterLabel(12, venueWords)).toBe('Cluster of 12 venues, zoom in');
    expect(clusterLabel(3, centreWords)).toBe('Cluster of 3 centres, zoom in');
    expect(cluster.textContent).toBe('4');
    pin.click();
    cluster.click();
    expect(pressed).toEqual(['pin', 'cluster']);
    setPinSelected(pin, true);
    expect(pin).toHaveAttribute('aria-current', 'true');
    setPinSelected(pin, false);
    expect(pin).not.toHaveAttribute('aria-current');
  });
});

describe('the map view and style', () => {
  it('starts on the narrow view on phones and on the docs/product/platform.md §9 default map on wider screens', () => {
    expect(defaultMapView(true)).toEqual({ center: { lat: 54.8, lng: -2.75 }, zoom: 4.92 });
    expect(defaultMapView(false)).toEqual({ center: { lat: 53.59, lng: -2 }, zoom: 5.5 });
  });

  it('uses the configured style, else the sandbox style at the API origin', () => {
    const page = 'http://online-joining.leisure.localhost:5173/';
    expect(
      mapStyleUrl(parseConfig({ MODE: 'development', VITE_API_BASE_URL: 'http://127.0.0.1:4010/api' }), page),
    ).toBe('http://127.0.0.1:4010/maps/style.json');
    expect(mapStyleUrl(parseConfig({ VITE_API_BASE_URL: '/api' }), page)).toBe(
      'http://online-joining.leisure.localhost:5173/maps/style.json',
    );
    expect(mapStyleUrl(parseConfig({ VITE_MAPS_STYLE_URL: 'https://maps.example/style.json' }), page)).toBe(
      'https://maps.example/style.json',
    );
  });
});

describe("the style's GeoJSON sources (docs/decisions/0021-map-places-and-tile-style.md)", () => {
  const style = (sources: StyleSpecification['sources']): StyleSpecification => ({ version: 8, sources, layers: [] });

  it.each([
    ['a path beside the style', 'places.geojson', 'http://api.test/maps/places.geojson'],
    ['a path from the root', '/maps/places.geojson', 'http://api.test/maps/places.geojson'],
    ['a full URL, kept', 'https://tiles.example/places.geojson', 'https://tiles.example/places.geojson'],
  ])('resolves %s against the style, not the page', (_case, data, expected) => {
    const resolved = withSourcesResolved(
      style({ places: { type: 'geojson', data } }),
      'http://api.test/maps/style.json',
    );
    expect(resolved.sources.places).toEqual({ type: 'geojson', data: expected });
  });

  it('leaves inline GeoJSON and other sources as they are', () => {
    const land = { type: 'geojson' as const, data: { type: 'FeatureCollection' as const, features: [] } };
    const tiles = { type: 'vector' as const, url: 'https://tiles.example/tiles.json' };
    const resolved = withSourcesResolved(style({ land, tiles }), 'http://api.test/maps/style.json');
    expect(resolved.sources).toEqual({ land, tiles });
  });
});
