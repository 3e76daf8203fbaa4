import type { LngLat } from '../geo/distance.ts';

/**
 * A move the search asks of the map. Each has a fresh id, so asking for the same move twice moves twice.
 * fly: to a point and zoom; fit: to show a box ([[west, south], [east, north]]).
 */
export type CameraMove =
  | { id: number; kind: 'fly'; center: LngLat; zoom: number; durationMs: number }
  | { id: number; kind: 'fit'; bounds: [[number, number], [number, number]]; durationMs: number };

let lastId = 0;

export function flyTo(center: LngLat, zoom: number, durationMs: number): CameraMove {
  lastId += 1;
  return { id: lastId, kind: 'fly', center, zoom, durationMs };
}

export function fitTo(bounds: [[number, number], [number, number]], durationMs: number): CameraMove {
  lastId += 1;
  return { id: lastId, kind: 'fit', bounds, durationMs };
}
