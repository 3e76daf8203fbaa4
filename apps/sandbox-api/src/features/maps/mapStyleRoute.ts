import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { landFeatureCollection, sandboxMapStyle } from './mapStyle.ts';
import { placeLabelCollection } from './placeLabels.ts';

interface CachedFile {
  body: string;
  etag: string;
}

const cachedFile = (body: string): CachedFile => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
});

// Built once: the outline and the gazetteer never change while the sandbox runs. The places are read on first ask,
// as the geocoder reads them (about 0.2 s), so a sandbox that never draws a map never pays for them.
const style = cachedFile(JSON.stringify(sandboxMapStyle()));
const land = cachedFile(JSON.stringify(landFeatureCollection()));
let places: CachedFile | undefined;

/** A day: a browser or proxy keeps the file, and asks again with If-None-Match (304) when it has gone stale. */
const CACHE_CONTROL = 'public, max-age=86400';

function send(c: Context, file: CachedFile, contentType: string, cacheControl = CACHE_CONTROL) {
  const headers = { etag: file.etag, 'cache-control': cacheControl };
  const asked = c.req.header('if-none-match');
  if (asked?.split(',').some((tag) => tag.trim() === file.etag)) return c.body(null, 304, headers);
  return c.body(file.body, 200, { ...headers, 'content-type': contentType });
}

/**
 * GET /maps/style.json: the map style the front ends use when no hosted style is configured (decision 0021); GET
 * /maps/places.geojson, its GB place names; GET /maps/land.geojson, the land on its own for other tools. Outside
 * the API contract, like the logos.
 */
export function mountMapStyle(app: Hono): void {
  app.get('/maps/style.json', (c) => send(c, style, 'application/json', 'public, max-age=3600'));
  app.get('/maps/places.geojson', (c) => {
    places ??= cachedFile(JSON.stringify(placeLabelCollection()));
    return send(c, places, 'application/geo+json');
  });
  app.get('/maps/land.geojson', (c) => send(c, land, 'application/geo+json', 'public, max-age=3600'));
}
