import { matchesGlob } from 'node:path';

/**
 * The layer table of eslint.config.js: `[{ layer, units, imports }]`, where `units` are globs of unit folders from
 * the repo root (`packages/api-client`, `packages/*`, `e2e`) and `imports` names the layers that layer may import.
 * A unit belongs to the first layer whose globs match it, so specific units come before a catch-all glob.
 * Read by leisure/import-boundaries (source imports) and by the lint tests (package.json dependencies).
 */

/** The layer a unit folder belongs to, or undefined when the table leaves it out. */
export function layerOf(unitPath, layers) {
  return layers.find(({ units }) => units.some((glob) => matchesGlob(unitPath, glob)));
}

/** Whether code in unit `from` may import unit `to` (both unit folders); a unit may always import itself. */
export function layerAllows(from, to, layers) {
  if (from === to) return true;
  const here = layerOf(from, layers);
  const there = layerOf(to, layers);
  return Boolean(here && there && here.imports.includes(there.layer));
}

/** A table that names a layer it does not define is a typo that would silently refuse (or allow) too much. */
export function assertLayerTable(layers) {
  const names = new Set(layers.map(({ layer }) => layer));
  for (const { layer, imports } of layers) {
    const unknown = imports.filter((name) => !names.has(name));
    if (unknown.length > 0) throw new Error(`Layer "${layer}" imports unknown layer(s): ${unknown.join(', ')}`);
  }
}
