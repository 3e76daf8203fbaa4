import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/app.ts';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox();
});
afterAll(() => sandbox.services.db.close());

const origin = 'http://online-joining.leisure.localhost:5173';
const get = (path: string, headers: Record<string, string> = {}) =>
  sandbox.fetch(new Request(`http://127.0.0.1:4010${path}`, { headers }));

interface Style {
  version: number;
  sources: Record<string, { type: string; data?: unknown; url?: string; tiles?: string[] }>;
  layers: { id: string; type: string; source?: string }[];
  glyphs?: string;
  sprite?: string;
}
type Ring = [number, number][];
interface Land {
  type: string;
  features: { properties: { name: string }; geometry: { type: string; coordinates: Ring[] } }[];
}

describe('GET /maps/style.json', () => {
  it('serves a MapLibre v8 style as JSON, with CORS for the front ends', async () => {
    const response = await get('/maps/style.json', { Origin: origin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const style = (await response.json()) as Style;
    expect(style.version).toBe(8);
    expect(style.layers.map((layer) => [layer.id, layer.type])).toEqual([
      ['water', 'background'],
      ['land', 'fill'],
      ['coastline', 'line'],
      ['places-1', 'symbol'],
      ['places-2', 'symbol'],
      ['places-3', 'symbol'],
      ['places-4', 'symbol'],
      ['places-5', 'symbol'],
    ]);
  });

  it('needs nothing from outside: no tiles, glyphs, sprite or remote URL; the places from beside the style', async () => {
    const style = (await (await get('/maps/style.json')).json()) as Style;
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(source.url).toBeUndefined();
      expect(source.tiles).toBeUndefined();
    }
    // The land inline, the places by a path relative to the style (docs/decisions/0021-map-places-and-tile-style.md).
    expect(typeof style.sources.land!.data).toBe('object');
    expect(style.sources.places!.data).toBe('places.geojson');
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });

  it('draws Great Britain as closed polygons around its cities, with valid coordinates', async () => {
    const style = (await (await get('/maps/style.json')).json()) as Style;
    const land = style.sources.land!.data as Land;
    expect(land.type).toBe('FeatureCollection');
    const britain = land.features.find((feature) => feature.properties.name === 'Great Britain')!;
    const [ring] = britain.geometry.coordinates as [Ring];
    expect(ring.length).toBeGreaterThanOrEqual(60);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const { geometry } of land.features) {
      expect(geometry.type).toBe('Polygon');
      for (const [lng, lat] of geometry.coordinates.flat()) {
        expect(lng).toBeGreaterThanOrEqual(-11);
        expect(lng).toBeLessThanOrEqual(2);
        expect(lat).toBeGreaterThanOrEqual(49.5);
        expect(lat).toBeLessThanOrEqual(61);
      }
    }
    // London, Birmingham, Leeds and Edinburgh are inland of the outline; Dublin and the North Sea are not.
    const onBritain = (point: [number, number]) => pointInRing(point, ring);
    expect(onBritain([-0.12, 51.5])).toBe(true);
    expect(onBritain([-1.9, 52.48])).toBe(true);
    expect(onBritain([-1.55, 53.8])).toBe(true);
    expect(onBritain([-3.19, 55.95])).toBe(true);
    expect(onBritain([-6.26, 53.35])).toBe(false);
    expect(onBritain([2.5, 54.5])).toBe(false);
  });
});

describe('GET /maps/land.geojson', () => {
  it('serves the same land on its own as GeoJSON', async () => {
    const response = await get('/maps/land.geojson');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/geo\+json/);
    const land = (await response.json()) as Land;
    expect(land.features.map((feature) => feature.properties.name)).toContain('Great Britain');
  });
});

/** Ray casting: whether a point lies inside a closed ring. */
function pointInRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
