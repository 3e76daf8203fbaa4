import { besideModule, readDataFile } from '../../kernel/dataFiles.ts';

/** [longitude, latitude], GeoJSON order. */
export type Position = [number, number];

export interface LandFeature {
  type: 'Feature';
  properties: { name: string };
  /** One closed ring (its last position repeats the first); MapLibre fills either winding. */
  geometry: { type: 'Polygon'; coordinates: Position[][] };
}

/** In the file, each landmass also names the headlands, estuaries and towns its outline was traced from. */
interface StoredLandFeature extends LandFeature {
  properties: { name: string; landmarks: Record<string, Position> };
}

const outlineFile = besideModule(import.meta.url, 'data/britishIsles.geojson');
let land: LandFeature[] | undefined;

/**
 * A hand-made, deliberately coarse outline of Great Britain (about 160 points), its larger islands, and Ireland for
 * context (data/britishIsles.geojson), read on first use. Accurate to a few miles: enough to orient a venue search
 * offline; production points the map at a hosted style instead (VITE_MAPS_STYLE_URL).
 */
export function britishIslesLand(): LandFeature[] {
  land ??= (JSON.parse(readDataFile(outlineFile)) as { features: StoredLandFeature[] }).features.map(
    ({ properties, geometry }) => ({ type: 'Feature', properties: { name: properties.name }, geometry }),
  );
  return land;
}
