/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields the size check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the page entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The manifest key of the lazily loaded chunk whose source is `sourceSuffix`, e.g. "bookings/src/index.ts". */
export function dynamicEntryKey(manifest: Manifest, sourceSuffix: string): string {
  const key = Object.keys(manifest).find(
    (candidate) =>
      manifest[candidate]?.isDynamicEntry && (candidate === sourceSuffix || candidate.endsWith(`/${sourceSuffix}`)),
  );
  if (!key) throw new Error(`No lazily loaded chunk for ${sourceSuffix} in the manifest`);
  return key;
}

/**
 * The JS files a browser must load before a page can run: the given chunks and, transitively, their static
 * imports. Dynamic imports are left out (they load later, on demand). Each file is listed once.
 */
export function initialJsFiles(manifest: Manifest, startKeys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  startKeys.forEach(visit);
  return files;
}

/** A part of a front end loaded on demand (a route's page, a dialog, the map) and the JS it adds to the first load. */
export interface LazyPart {
  key: string;
  files: string[];
}

/**
 * What each part loaded on demand adds once the first route's JS has loaded: every chunk the first route's chunks
 * import lazily, with its own static imports minus what the first route already has (a part it shares is counted
 * with each part that needs it). Parts those parts load lazily are measured the same way.
 */
export function lazyParts(
  manifest: Manifest,
  startKeys: readonly string[],
  /** The other front ends' chunks, which the host's start-up chunk imports lazily too: not parts of this one. */
  otherFrontEnds: readonly string[] = [],
): LazyPart[] {
  const initial = new Set(initialJsFiles(manifest, startKeys));
  const reached = new Set<string>();
  const staticKeys = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticKeys(imported, into);
    return into;
  };
  const parts: LazyPart[] = [];
  const queue = [...new Set(startKeys.flatMap((key) => [...staticKeys(key)]))].flatMap(
    (key) => manifest[key]?.dynamicImports ?? [],
  );
  while (queue.length) {
    const key = queue.shift()!;
    if (reached.has(key) || startKeys.includes(key) || otherFrontEnds.includes(key)) continue;
    reached.add(key);
    parts.push({ key, files: initialJsFiles(manifest, [key]).filter((file) => !initial.has(file)) });
    for (const inner of staticKeys(key)) queue.push(...(manifest[inner]?.dynamicImports ?? []));
  }
  return parts;
}
