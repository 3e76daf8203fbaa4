import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const feature = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every module reached from `entry` by static imports (dynamic `import()` not followed), with their specifiers. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!));
      else packages.add(specifier!);
    }
    for (const [, specifier] of source.matchAll(/^\s*import\s+'([^']+)'/gm)) packages.add(specifier!);
  };
  visit(entry);
  return { files, packages };
}

describe('the venue map feature entry', () => {
  it('never loads maplibre-gl or supercluster with the page: only the lazily imported map does', () => {
    const { files, packages } = staticGraph(resolve(feature, 'index.ts'));
    expect(files.size).toBeGreaterThan(5);
    const heavy = [...packages].filter((name) => /^(maplibre-gl|supercluster)(\/|$)/.test(name));
    expect(heavy).toEqual([]);
    expect([...files].some((file) => file.endsWith('VenueMap.tsx'))).toBe(false);

    const map = staticGraph(resolve(feature, 'components/VenueMap.tsx'));
    expect([...map.packages]).toEqual(expect.arrayContaining(['maplibre-gl', 'supercluster']));
  });
});
