import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/app.ts';

// The map's place names (docs/decisions/0021-map-places-and-tile-style.md): GET /maps/places.geojson and the style's
// symbol layers that show them by rank.

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox();
});
afterAll(() => sandbox.services.db.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  sandbox.fetch(new Request(`http://127.0.0.1:4010${path}`, { headers }));

interface Place {
  properties: { name: string; population: number; rank: number };
  geometry: { type: string; coordinates: [number, number] };
}
interface Layer {
  id: string;
  type: string;
  source?: string;
  minzoom?: number;
  filter?: unknown;
  layout?: Record<string, unknown>;
}
interface Style {
  glyphs?: string;
  sources: Record<string, { type: string; data: unknown }>;
  layers: Layer[];
}

const places = async () => ((await (await get('/maps/places.geojson')).json()) as { features: Place[] }).features;
const placeNamed = (all: Place[], name: string) => all.find((place) => place.properties.name === name);

describe('GET /maps/places.geojson', () => {
  it('serves GeoJSON points of GB towns and cities with their names and populations', async () => {
    const response = await get('/maps/places.geojson');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/geo\+json/);
    const all = await places();
    expect(all.length).toBeGreaterThan(4000);
    for (const name of ['London', 'Leeds', 'Cardiff', 'Glasgow', 'Salford', 'Otley', 'Bath', 'Belfast']) {
      const place = placeNamed(all, name);
      expect(place, name).toBeDefined();
      expect(place!.geometry.type).toBe('Point');
      expect(place!.properties.population).toBeGreaterThan(0);
    }
  });

  it('holds only places in the United Kingdom, none abroad', async () => {
    const all = await places();
    for (const abroad of ['Dublin', 'Paris', 'Cork', 'Calais', 'Amsterdam']) {
      expect(placeNamed(all, abroad), abroad).toBeUndefined();
    }
    for (const { geometry } of all) {
      const [lng, lat] = geometry.coordinates;
      expect(lng).toBeGreaterThanOrEqual(-8.7);
      expect(lng).toBeLessThanOrEqual(1.8);
      expect(lat).toBeGreaterThanOrEqual(49.8);
      expect(lat).toBeLessThanOrEqual(61);
    }
  });

  it.each([
    ['London', 1],
    ['Leeds', 1],
    ['York', 2],
    ['Bath', 3],
    ['Otley', 4],
    ['Hebden Bridge', 5],
  ])('%s shows from rank %i', async (name, rank) => {
    expect(placeNamed(await places(), name)?.properties.rank).toBe(rank);
  });

  it('is cached: a day in any cache, then a 304 for the same ETag and the file again for another', async () => {
    const first = await get('/maps/places.geojson');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/maps/places.geojson', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const stale = await get('/maps/places.geojson', { 'If-None-Match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect((await stale.json()) as unknown).toMatchObject({ type: 'FeatureCollection' });
  });
});

describe('the style shows the places', () => {
  it('points its places source at the file beside it, with no glyphs URL (the browser draws the letters)', async () => {
    const style = (await (await get('/maps/style.json')).json()) as Style;
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.places).toEqual(expect.objectContaining({ type: 'geojson', data: 'places.geojson' }));
  });

  it('names cities from the whole-country view and the smallest places only at town zoom', async () => {
    const style = (await (await get('/maps/style.json')).json()) as Style;
    const placeLayers = style.layers.filter((layer) => layer.source === 'places');
    expect(placeLayers.map((layer) => [layer.type, layer.minzoom, layer.filter])).toEqual([
      ['symbol', 4.5, ['==', ['get', 'rank'], 1]],
      ['symbol', 6.5, ['==', ['get', 'rank'], 2]],
      ['symbol', 7.5, ['==', ['get', 'rank'], 3]],
      ['symbol', 8.5, ['==', ['get', 'rank'], 4]],
      ['symbol', 10, ['==', ['get', 'rank'], 5]],
    ]);
    for (const layer of placeLayers) expect(layer.layout?.['text-field']).toEqual(['get', 'name']);
  });
});
