import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a file sits in the monorepo: `apps/<name>`, `packages/<name>` or `e2e`, and its path inside that unit.
 * The import-boundary rule works on these places rather than on import strings, so `../../x` and
 * `@leisure/x` that reach the same file are judged the same.
 */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const toPosix = (path) => path.split(sep).join('/');

/**
 * `path` is the unit's folder from the root (`apps/bookings`, `e2e`), as the layer table in eslint.config.js names it.
 * @returns {{ area: 'apps' | 'packages' | 'e2e', unit: string, path: string, unitDir: string, inner: string } | undefined}
 */
export function locate(absolutePath, root = repoRoot) {
  const rel = toPosix(relative(root, absolutePath));
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split('/');
  if ((parts[0] === 'apps' || parts[0] === 'packages') && parts.length >= 2 && parts[1]) {
    const path = `${parts[0]}/${parts[1]}`;
    return { area: parts[0], unit: parts[1], path, unitDir: join(root, path), inner: parts.slice(2).join('/') };
  }
  if (parts[0] === 'e2e')
    return { area: 'e2e', unit: 'e2e', path: 'e2e', unitDir: join(root, 'e2e'), inner: parts.slice(1).join('/') };
  return undefined;
}

const packageDirsCache = new Map();

/** Workspace package name → its folder, read from apps/*, packages/* and e2e package.json files. */
export function workspacePackages(root = repoRoot) {
  if (packageDirsCache.has(root)) return packageDirsCache.get(root);
  const byName = new Map();
  const candidates = [join(root, 'e2e')];
  for (const area of ['apps', 'packages']) {
    const areaDir = join(root, area);
    if (!existsSync(areaDir)) continue;
    for (const entry of readdirSync(areaDir, { withFileTypes: true })) {
      if (entry.isDirectory()) candidates.push(join(areaDir, entry.name));
    }
  }
  for (const dir of candidates) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof name === 'string') byName.set(name, dir);
    } catch {
      // A half-written package.json while someone edits it: that package is simply not known yet.
    }
  }
  packageDirsCache.set(root, byName);
  return byName;
}

/**
 * The absolute path an import specifier points at inside the repo, or undefined for third-party packages.
 * Workspace package names resolve to their folder (plus any sub-path); extensions need not be present.
 */
export function resolveSpecifier(specifier, fromFile, root = repoRoot) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return resolve(dirname(fromFile), specifier);
  for (const [name, dir] of workspacePackages(root)) {
    if (specifier === name) return dir;
    if (specifier.startsWith(`${name}/`)) return join(dir, specifier.slice(name.length + 1));
  }
  return undefined;
}

/** `src/features/joining/steps/x.ts` → { folder: 'src/features', name: 'joining', rest: 'steps/x.ts' } */
export function featureOf(inner) {
  const match = /^(.*?\bfeatures)\/([^/]+)(?:\/(.*))?$/.exec(inner);
  if (!match) return undefined;
  const rest = match[3] ?? '';
  // features/index.ts (the list of features) is not a feature itself.
  if (rest === '' && (match[2] === 'index' || match[2].includes('.'))) return undefined;
  return { folder: match[1], name: match[2], rest };
}

export function isTestFile(inner) {
  return /(^|\/)(test|tests|__tests__)\//.test(inner) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(inner);
}
