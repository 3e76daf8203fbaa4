import { describe, expect, it } from 'vitest';
import { contract, type GeocoderResult } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { distanceKm } from '../../src/features/geocoding/geoDistance.ts';

const { api } = useSandbox();

// As the front ends call it: search term, country gb and the geocoder's key.
const geocode = (query: string, options: Record<string, unknown> = {}) =>
  api.call<GeocoderResult & { message?: string; errors?: Record<string, string[]> }>(contract.geocoding.geocodePlaces, {
    params: { query },
    query: { accessToken: 'sandbox-key', country: 'gb', ...options },
  });

const at = (feature: GeocoderResult['features'][number]) => ({ lng: feature.center[0], lat: feature.center[1] });

describe('GET /geocoding/v5/mapbox.places/{query}.json', () => {
  it('finds Manchester as a GeoJSON FeatureCollection, not wrapped in data', async () => {
    const result = await geocode('Manchester');
    expect(result.status).toBe(200);
    expect(result.wire).not.toHaveProperty('data');
    expect(result.wire).toMatchObject({ type: 'FeatureCollection', query: ['manchester'] });
    const [first] = result.json.features;
    expect(first).toMatchObject({
      type: 'Feature',
      placeType: ['place'],
      text: 'Manchester',
      placeName: 'Manchester, England, United Kingdom',
      relevance: 1,
      geometry: { type: 'Point', coordinates: first!.center },
    });
    expect(distanceKm(at(first!), { lat: 53.48, lng: -2.24 })).toBeLessThan(2);
    expect((result.wire as { features: Record<string, unknown>[] }).features[0]).toHaveProperty('place_name');
    expect(result.json.attribution).toContain('GeoNames');
  });

  it('ignores case and accents', async () => {
    const lower = (await geocode('leeds')).json.features[0];
    const accented = (await geocode('LÉEDS')).json.features[0];
    expect(lower).toMatchObject({ text: 'Leeds' });
    expect(accented).toEqual(lower);
  });

  it('ranks names that start with the query by how well known they are, an exact name first', async () => {
    const names = (await geocode('bath')).json.features.map((f) => f.text);
    expect(names[0]).toBe('Bath');
    expect(names.indexOf('Bathgate')).toBeGreaterThan(0);
    const newcastle = (await geocode('newcastle')).json.features.map((f) => f.text);
    expect(newcastle.slice(0, 2)).toEqual(['Newcastle upon Tyne', 'Newcastle under Lyme']);
  });

  it('finds a postcode district at its centre, near the venue in it', async () => {
    const [m13] = (await geocode('M13')).json.features;
    expect(m13).toMatchObject({ placeType: ['postcode'], text: 'M13', properties: { accuracy: 'district-centroid' } });
    expect(m13!.placeName).toMatch(/^M13, .+, England, United Kingdom$/);
    // Manchester Aquatics & Fitness, M13 9SS
    expect(distanceKm(at(m13!), { lat: 53.4668, lng: -2.2339 })).toBeLessThan(3);
    const [ls1] = (await geocode('LS1')).json.features;
    expect(distanceKm(at(ls1!), { lat: 53.7997, lng: -1.5492 })).toBeLessThan(2);
  });

  it('finds a full postcode by its district, however it is typed', async () => {
    const [spaced] = (await geocode('SW9 8QQ')).json.features;
    expect(spaced).toMatchObject({ text: 'SW9 8QQ', placeType: ['postcode'], properties: { district: 'SW9' } });
    // Brixton Recreation Centre, SW9 8QQ
    expect(distanceKm(at(spaced!), { lat: 51.4626, lng: -0.1143 })).toBeLessThan(3);
    const [compact] = (await geocode('sw98qq')).json.features;
    expect(compact).toEqual(spaced);
  });

  it('with autocomplete, a district also brings those it begins', async () => {
    const texts = (await geocode('M1', { limit: 10 })).json.features.map((f) => f.text);
    expect(texts.slice(0, 3)).toEqual(['M1', 'M11', 'M12']);
    expect((await geocode('M1', { autocomplete: 'false' })).json.features.map((f) => f.text)).toEqual(['M1']);
  });

  it('answers no features for nonsense, for another country, or for types it does not hold', async () => {
    expect((await geocode('xqzvwk')).json.features).toEqual([]);
    expect((await geocode('Leeds', { country: 'fr' })).json.features).toEqual([]);
    expect((await geocode('Leeds', { country: 'ie,gb' })).json.features[0]?.text).toBe('Leeds');
    expect((await geocode('Leeds', { types: 'postcode' })).json.features).toEqual([]);
    expect((await geocode('LS1', { types: 'place,postcode' })).json.features[0]?.text).toBe('LS1');
  });

  it('returns at most `limit` features', async () => {
    expect((await geocode('ba', { limit: 1 })).json.features).toHaveLength(1);
    expect((await geocode('ba')).json.features).toHaveLength(5);
    expect((await geocode('ba', { limit: 11 })).status).toBe(422);
  });

  it('answers 422 for a missing or too short query', async () => {
    for (const query of ['', 'a', '  ', '!!']) {
      const result = await geocode(query);
      expect(result.status, JSON.stringify(query)).toBe(422);
      expect(result.json.errors?.query).toEqual(['Enter at least 2 letters or a postcode district.']);
    }
    expect((await geocode('x'.repeat(300))).status).toBe(422);
  });

  it('answers 422 for a country that is not a two-letter code', async () => {
    const result = await geocode('Leeds', { country: 'gbr' });
    expect(result.status).toBe(422);
    expect(result.json.message).toBeTruthy();
  });

  it('answers 401 without the access token, as a hosted geocoder does', async () => {
    const result = await api.call(contract.geocoding.geocodePlaces, { params: { query: 'Leeds' } });
    expect(result.status).toBe(401);
    expect(result.json).toEqual({ message: 'Not Authorized - No Token' });
  });
});
