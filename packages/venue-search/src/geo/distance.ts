/** A point on the map, in degrees. */
export interface LngLat {
  lng: number;
  lat: number;
}

export const METRES_PER_MILE = 1609.344;
/** Mean Earth radius (IUGG), the usual choice for haversine distances. */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in metres (haversine formula). */
export function distanceMetres(from: LngLat, to: LngLat): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function distanceMiles(from: LngLat, to: LngLat): number {
  return distanceMetres(from, to) / METRES_PER_MILE;
}

/** The box around a circle: what the map fits to show a search radius. [[west, south], [east, north]] */
export function boundsAround(center: LngLat, radiusMiles: number): [[number, number], [number, number]] {
  const radiusMetres = radiusMiles * METRES_PER_MILE;
  const dLat = (radiusMetres / EARTH_RADIUS_METRES) * (180 / Math.PI);
  const dLng = dLat / Math.max(Math.cos(radians(center.lat)), 0.01);
  return [
    [center.lng - dLng, center.lat - dLat],
    [center.lng + dLng, center.lat + dLat],
  ];
}

/** A circle as a closed GeoJSON ring of `steps` points: the search area drawn on the map. */
export function circleRing(center: LngLat, radiusMiles: number, steps = 64): [number, number][] {
  const angular = (radiusMiles * METRES_PER_MILE) / EARTH_RADIUS_METRES;
  const lat1 = radians(center.lat);
  const lng1 = radians(center.lng);
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step++) {
    const bearing = (2 * Math.PI * (step % steps)) / steps;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  return ring;
}
