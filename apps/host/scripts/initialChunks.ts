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
