import { britishIslesLand } from './britishIslesOutline.ts';
import { PLACE_RANKS } from './placeLabels.ts';

// Colours of the offline map: land light enough for dark pins and cluster counts to stand out (3:1), water blue;
// place names dark on the land (over 9:1), haloed so a coastline or the searched circle never cuts through them.
export const MAP_COLOURS = {
  water: '#AAD3DF',
  land: '#F2EFE9',
  coastline: '#7FA7B8',
  placeName: '#36332E',
  placeHalo: '#F2EFE9',
} as const;

/** Where the style's place names come from, relative to the style itself (the front end resolves it: decision 0021). */
export const PLACES_PATH = 'places.geojson';

/** The land as a GeoJSON FeatureCollection: one Polygon per landmass. */
export function landFeatureCollection() {
  return { type: 'FeatureCollection' as const, features: britishIslesLand() };
}

/**
 * One symbol layer per place rank (docs/decisions/0021-map-places-and-tile-style.md): cities from the whole of Great
 * Britain, towns from county zoom, the smallest places at town zoom. No `glyphs`: MapLibre draws the letters in
 * the browser from the font named (or the system's sans-serif), so nothing is fetched for text.
 */
function placeLayers() {
  return PLACE_RANKS.map(({ rank, minZoom, textSize }) => ({
    id: `places-${rank}`,
    type: 'symbol' as const,
    source: 'places',
    minzoom: minZoom,
    filter: ['==', ['get', 'rank'], rank],
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [rank <= 2 ? 'Open Sans Bold' : 'Open Sans Semibold'],
      'text-size': textSize,
      'text-max-width': 8,
      'text-padding': 6,
      // The bigger place keeps its name where two collide.
      'symbol-sort-key': ['-', ['get', 'population']],
    },
    paint: {
      'text-color': MAP_COLOURS.placeName,
      'text-halo-color': MAP_COLOURS.placeHalo,
      'text-halo-width': 1.5,
    },
  }));
}

/**
 * A MapLibre style (spec v8) that needs nothing from outside our origin: a water background, the land drawn from
 * inline GeoJSON and the place names from the sandbox's places file beside the style (GET /maps/places.geojson).
 * No tiles, glyphs or sprite: the front end draws pins and cluster counts as HTML markers. The land is inline so
 * the map has a shape even before the places arrive.
 */
export function sandboxMapStyle() {
  return {
    version: 8 as const,
    name: 'Sandbox Great Britain',
    metadata: {
      'leisure:source': 'sandbox',
      'leisure:detail': 'coarse hand-made coastline and GeoNames places, offline',
    },
    center: [-2, 53.59],
    zoom: 5.5,
    sources: {
      land: { type: 'geojson' as const, data: landFeatureCollection() },
      places: {
        type: 'geojson' as const,
        data: PLACES_PATH,
        attribution: 'Places: GeoNames (CC BY 4.0)',
      },
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
      ...placeLayers(),
    ],
  };
}
