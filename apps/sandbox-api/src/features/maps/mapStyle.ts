import { britishIslesLand } from './britishIslesOutline.ts';

// Colours of the offline map: land light enough for dark pins and cluster counts to stand out (3:1), water blue.
export const MAP_COLOURS = { water: '#AAD3DF', land: '#F2EFE9', coastline: '#7FA7B8' } as const;

/** The land as a GeoJSON FeatureCollection: one Polygon per landmass. */
export function landFeatureCollection() {
  return { type: 'FeatureCollection' as const, features: britishIslesLand() };
}

/**
 * A MapLibre style (spec v8) that needs nothing from outside: a water background and the land drawn from inline
 * GeoJSON. No tiles, glyphs or sprite, so no symbol layers: the front end draws pins and cluster counts as HTML
 * markers. The GeoJSON is inline rather than referenced so the style works behind any proxy or origin.
 */
export function sandboxMapStyle() {
  return {
    version: 8 as const,
    name: 'Sandbox Great Britain',
    metadata: { 'leisure:source': 'sandbox', 'leisure:detail': 'coarse hand-made coastline, offline' },
    center: [-2, 53.59],
    zoom: 5.5,
    sources: {
      land: { type: 'geojson' as const, data: landFeatureCollection() },
    },
    layers: [
      { id: 'water', type: 'background' as const, paint: { 'background-color': MAP_COLOURS.water } },
      { id: 'land', type: 'fill' as const, source: 'land', paint: { 'fill-color': MAP_COLOURS.land } },
      {
        id: 'coastline',
        type: 'line' as const,
        source: 'land',
        paint: { 'line-color': MAP_COLOURS.coastline, 'line-width': 1 },
      },
    ],
  };
}
