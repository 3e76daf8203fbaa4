// The size check (issue 3): builds the host entry and prints, per front end, the gzip size of the JS its first
// route needs (the host entry chunk, the app's lazy chunk and everything both import statically). Fails above
// the budget. Run: pnpm --filter @leisure/host run size
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { dynamicEntryKey, entryKey, initialJsFiles, lazyParts, type Manifest } from './initialChunks.ts';

// Issue 10's budget: 150 KB (issue 3's was 170). Measured at 140.8 (bookings), 140.3 (my-account) and 148.5 KB
// (online-joining) once axios (~20 KB) gave way to fetch, the side drawer loaded on demand and the page frame joined
// the shell chunk; zod and the contract's schemas (~37 KB) stay out of the first load (decision 0903). With the
// bookings work (issue 12): 141.6, 140.3 and 148.9 KB, the route table split per domain and the basket's changes out
// of the shell. Override with SIZE_BUDGET_KB.
const budgetKb = Number(process.env.SIZE_BUDGET_KB ?? 150);
// Each part a front end loads on demand (a route's page, a step, a dialog) adds at most this much JS (gzip) to what
// its first route has loaded (issue 24). Measured at 60.2 KB at most (joining's checkout), 53.6 (bookings' checkout),
// 45.4 (my account's lesson offer). The map is the one larger part, and has a budget of its own: maplibre, about 290 KB
// of it, loads only where a map is shown (docs/decisions/0038). Override with ROUTE_BUDGET_KB.
const routeBudgetKb = Number(process.env.ROUTE_BUDGET_KB ?? 70);
const largeParts: Record<string, number> = { 'venue-search/src/components/VenueMap.tsx': 300 };
const hostDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(hostDir, 'dist');

/** Each front end's public entry, as the host imports it. */
const frontEnds = [
  { name: 'bookings', source: 'bookings/src/index.ts' },
  { name: 'my-account', source: 'my-account/src/index.ts' },
  { name: 'online-joining', source: 'online-joining/src/index.ts' },
];

await build({ root: hostDir, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const entry = entryKey(manifest);

const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file))).length / 1024;

let failed = false;
console.log(`\nInitial JS of each front end's first route (gzip), budget ${budgetKb} KB:`);
for (const { name, source } of frontEnds) {
  const start = dynamicEntryKey(manifest, 'src/startHost.tsx');
  const files = initialJsFiles(manifest, [entry, start, dynamicEntryKey(manifest, source)]);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const over = total > budgetKb;
  failed ||= over;
  console.log(`  ${over ? '✗' : '✓'} ${name.padEnd(16)} ${total.toFixed(1).padStart(6)} KB  (${files.length} files)`);
}
if (failed) {
  console.error(`\nA front end loads more than ${budgetKb} KB of JS (gzip) before its first page can run.`);
}

let partOver = false;
console.log(`\nJS each part loaded on demand adds (gzip), budget ${routeBudgetKb} KB; the largest of each front end:`);
for (const { name, source } of frontEnds) {
  const start = dynamicEntryKey(manifest, 'src/startHost.tsx');
  const others = frontEnds
    .filter((other) => other.source !== source)
    .map((other) => dynamicEntryKey(manifest, other.source));
  const parts = lazyParts(manifest, [entry, start, dynamicEntryKey(manifest, source)], others)
    .map(({ key, files }) => {
      const budget = Object.entries(largeParts).find(([suffix]) => key.endsWith(suffix))?.[1] ?? routeBudgetKb;
      return { key, budget, kb: files.reduce((sum, file) => sum + gzipKb(file), 0) };
    })
    .sort((a, b) => b.kb - a.kb);
  for (const part of parts.filter((part, index) => index < 3 || part.kb > part.budget)) {
    const over = part.kb > part.budget;
    partOver ||= over;
    const label = part.key.replace(/^(\.\.\/)+/, '');
    console.log(
      `  ${over ? '✗' : '✓'} ${name.padEnd(16)} ${part.kb.toFixed(1).padStart(6)} KB  ${label} (budget ${part.budget})`,
    );
  }
  console.log(`    ${name}: ${parts.length} parts`);
}
if (partOver) console.error('\nA part loaded on demand adds more JS than its budget.');
if (failed || partOver) process.exit(1);
