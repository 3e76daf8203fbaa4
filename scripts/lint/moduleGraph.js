import { readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import ts from 'typescript';
import { repoRoot, workspacePackages } from './workspaceLayout.js';

/**
 * The repo's module graph as the cycle rule needs it: which source files a file imports, relative or by workspace
 * package name, type-only imports included (a type-only cycle still ties the files' designs together).
 * Files other than the one being linted are read with TypeScript's import scanner, not parsed, which is what keeps
 * the rule cheap enough to run over every file.
 */

const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const isSourceFile = (path) => sourceExtensions.includes(extname(path));

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `./x.ts`, `./x` or `./x/` as TypeScript's bundler resolution finds them. */
function resolveFile(path) {
  if (isSourceFile(path) && isFile(path)) return path;
  for (const extension of sourceExtensions) {
    if (isFile(path + extension)) return path + extension;
  }
  for (const extension of sourceExtensions) {
    if (isFile(join(path, `index${extension}`))) return join(path, `index${extension}`);
  }
  return undefined;
}

const manifests = new Map();

function manifestOf(dir) {
  if (!manifests.has(dir)) {
    try {
      manifests.set(dir, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
    } catch {
      manifests.set(dir, {});
    }
  }
  return manifests.get(dir);
}

/** An `exports` value: a path, or conditions of which the ones TypeScript would pick come first. */
function exportTarget(value) {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const condition of ['types', 'import', 'default']) {
    const target = exportTarget(value[condition]);
    if (target) return target;
  }
  return undefined;
}

/** `@scope/name/sub` → the file the package's `exports` map gives for `./sub` (one `*` wildcard allowed). */
function resolveExport(dir, subpath) {
  const manifest = manifestOf(dir);
  const exportsField =
    typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? undefined);
  if (!exportsField) return resolveFile(join(dir, subpath === '.' ? (manifest.main ?? 'index') : subpath));
  const exact = exportTarget(exportsField[subpath]);
  if (exact) return resolveFile(join(dir, exact));
  for (const [key, value] of Object.entries(exportsField)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (!subpath.startsWith(prefix) || !subpath.endsWith(suffix) || subpath.length < key.length - 1) continue;
    const target = exportTarget(value);
    const matched = subpath.slice(prefix.length, subpath.length - suffix.length);
    if (target) return resolveFile(join(dir, target.replace('*', matched)));
  }
  return undefined;
}

/** The source file an import specifier reaches inside the repo, or undefined (third-party, assets, unknown). */
export function resolveModule(specifier, fromFile, root = repoRoot) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return resolveFile(resolve(dirname(fromFile), specifier));
  }
  for (const [name, dir] of workspacePackages(root)) {
    if (specifier === name) return resolveExport(dir, '.');
    if (specifier.startsWith(`${name}/`)) return resolveExport(dir, `./${specifier.slice(name.length + 1)}`);
  }
  return undefined;
}

/** Every specifier a file imports or re-exports, `import type`, `import()` and `typeof import()` included. */
export function importSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

// A file's imports are read again only when it changed. A long-lived ESLint (an editor) looks at the file's time
// at most once a second; a one-off `eslint .` reads each file once.
const recheckAfterMs = 1000;
const importsByFile = new Map();

/** The repo files `file` imports (resolved, without duplicates). */
export function importsOf(file, root = repoRoot) {
  const now = Date.now();
  const known = importsByFile.get(file);
  if (known && known.root === root && now - known.checkedAt < recheckAfterMs) return known.targets;
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    importsByFile.delete(file);
    return [];
  }
  if (known && known.root === root && known.modified === modified) {
    known.checkedAt = now;
    return known.targets;
  }
  let targets = [];
  if (isSourceFile(file)) {
    const resolved = importSpecifiers(readFileSync(file, 'utf8')).map((specifier) =>
      resolveModule(specifier, file, root),
    );
    targets = [...new Set(resolved.filter(Boolean))];
  }
  importsByFile.set(file, { root, modified, checkedAt: now, targets });
  return targets;
}

/**
 * Searches the graph from each start for `goal`. Returns, per start, the path start → … → goal, or undefined when
 * goal is unreachable. Files proved unable to reach goal are skipped by later searches.
 */
export function pathsBack(starts, goal, root = repoRoot) {
  const deadEnds = new Set();
  return starts.map((start) => {
    if (start === goal) return [goal];
    if (deadEnds.has(start)) return undefined;
    const seen = new Set([start]);
    const stack = [{ file: start, next: importsOf(start, root), index: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.index >= top.next.length) {
        stack.pop();
        continue;
      }
      const file = top.next[top.index++];
      if (file === goal) return [...stack.map((frame) => frame.file), goal];
      if (seen.has(file) || deadEnds.has(file)) continue;
      seen.add(file);
      stack.push({ file, next: importsOf(file, root), index: 0 });
    }
    // Nothing reached from start leads to goal (the search was complete), so none of it needs searching again.
    for (const file of seen) deadEnds.add(file);
    return undefined;
  });
}
