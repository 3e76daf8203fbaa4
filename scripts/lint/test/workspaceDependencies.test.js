import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerAllows, layerOf } from '../layers.js';
import { locate, workspacePackages } from '../workspaceLayout.js';
import { configuredBoundaries } from './support/configuredBoundaries.js';

/**
 * Each package.json declares only workspace dependencies its layer may import (the same table as the
 * import-boundaries rule, from eslint.config.js): an undeclared package does not resolve under pnpm, so the
 * manifests and the imports must agree. devDependencies may also name what the config lets test code import.
 */
const { layers, allow } = await configuredBoundaries();
const units = [...workspacePackages()].map(([name, dir]) => ({ name, dir, path: locate(dir).path }));
const unitByName = new Map(units.map((unit) => [unit.name, unit]));

/** The exact specifiers test code of a unit may import although its layer does not (the config's exception). */
function testCodeMayImport(unitPath) {
  const testFile = `${unitPath}/test/example.test.ts`;
  return new Set(allow.filter(({ from }) => from.some((glob) => matchesGlob(testFile, glob))).flatMap(({ to }) => to));
}

/** `name → dependency (field)` for each workspace dependency of the manifest that the layers refuse. */
function refusedDependencies(unitPath, manifest) {
  const forTests = testCodeMayImport(unitPath);
  const refused = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
    for (const dependency of Object.keys(manifest[field] ?? {})) {
      const target = unitByName.get(dependency);
      if (!target || layerAllows(unitPath, target.path, layers)) continue;
      if (field === 'devDependencies' && forTests.has(dependency)) continue;
      refused.push(`${manifest.name} → ${dependency} (${field})`);
    }
  }
  return refused;
}

describe('workspace dependencies follow the layers', () => {
  it('puts every app and package in a layer', () => {
    expect(units.filter((unit) => !layerOf(unit.path, layers)).map((unit) => unit.path)).toEqual([]);
  });

  it.each(units.map((unit) => [unit.path, unit]))('%s declares only what its layer may import', (_path, unit) => {
    const manifest = JSON.parse(readFileSync(join(unit.dir, 'package.json'), 'utf8'));
    expect(refusedDependencies(unit.path, manifest)).toEqual([]);
  });

  it('refuses a dependency against the layers, and the test infrastructure outside devDependencies', () => {
    const manifest = (fields) => ({ name: '@leisure/example', ...fields });
    const onLayout = manifest({ dependencies: { '@leisure/layout': 'workspace:*' } });
    expect(refusedDependencies('packages/api-client', onLayout)).toEqual([
      '@leisure/example → @leisure/layout (dependencies)',
    ]);
    const onConfig = manifest({ devDependencies: { '@leisure/config': 'workspace:*' } });
    expect(refusedDependencies('packages/api-contract', onConfig)).toEqual([
      '@leisure/example → @leisure/config (devDependencies)',
    ]);
    const onApp = manifest({ peerDependencies: { '@leisure/bookings': 'workspace:*' } });
    expect(refusedDependencies('apps/my-account', onApp)).toHaveLength(1);
    const sandbox = { '@leisure/sandbox-api': 'workspace:*', '@leisure/test-support': 'workspace:*' };
    expect(refusedDependencies('apps/bookings', manifest({ devDependencies: sandbox }))).toEqual([]);
    expect(refusedDependencies('apps/bookings', manifest({ dependencies: sandbox }))).toHaveLength(2);
  });
});
