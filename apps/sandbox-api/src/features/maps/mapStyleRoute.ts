import type { Hono } from 'hono';
import { landFeatureCollection, sandboxMapStyle } from './mapStyle.ts';

// Built once: the outline never changes while the sandbox runs.
const styleJson = JSON.stringify(sandboxMapStyle());
const landJson = JSON.stringify(landFeatureCollection());

/**
 * GET /maps/style.json: the map style the front ends use when no hosted style is configured (VITE_MAPS_STYLE_URL),
 * and GET /maps/land.geojson, the same land on its own for other tools. Outside the API contract, like the logos.
 */
export function mountMapStyle(app: Hono): void {
  app.get('/maps/style.json', (c) =>
    c.body(styleJson, 200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' }),
  );
  app.get('/maps/land.geojson', (c) =>
    c.body(landJson, 200, { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=3600' }),
  );
}
