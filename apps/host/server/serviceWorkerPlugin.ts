import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { generateSW } from 'workbox-build';
import { SITE_CALL_PATTERN } from '../src/siteCalls.ts';
import { perAppPages } from './perAppHtmlPlugin.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Each front end's page, as deploy/nginx names it, and the service worker its sub-domain registers. */
export const serviceWorkerFile = (page: string) => page.replace(/^index\.(.+)\.html$/, 'sw.$1.js');

/**
 * Paths a navigation may take that are not the front end's pages: the API and the map style the web server proxies
 * (a calendar feed or a receipt opened in a tab), and the files of the build.
 */
export const NOT_PAGES = [/^\/api\//, /^\/maps\//, /^\/assets\//];

/**
 * Marks an answer the worker gives from its kept copy, the network not having answered, with KEPT_COPY_HEADER
 * (`@leisure/api-client`): the page shows it, and knows the API was not reached (docs/decisions/0037). Workbox writes
 * the function's source into the worker, so it names the header itself; a test holds it to the constant.
 */
export const keptCopyPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-Leisure-Kept-Copy', '1');
    const { status, statusText } = cachedResponse;
    return new Response(cachedResponse.body, { status, statusText, headers });
  },
};

/** Each front end's own code, which the host's start-up chunk loads lazily: one of them per sub-domain. */
const FRONT_END_SOURCES: readonly string[] = [
  '/bookings/src/index.ts',
  '/my-account/src/index.ts',
  '/online-joining/src/index.ts',
];

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/**
 * The build's own files for chunk `fileName` and everything it imports, statically or lazily (its code and CSS), not
 * going into the chunks `skip` names.
 */
function reachable(bundle: OutputBundle, fileName: string, skip: (chunk: OutputChunk) => boolean, into: Set<string>) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !isChunk(chunk) || skip(chunk)) return into;
  into.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of [...chunk.imports, ...chunk.dynamicImports]) reachable(bundle, imported, skip, into);
  return into;
}

/** Files over this size load on demand and are then cached, rather than being fetched up front by every visitor. */
export const PRECACHE_MAX_BYTES = 400 * 1024;

const sizeOf = (output: OutputBundle[string] | undefined) =>
  output?.type === 'chunk' ? output.code.length : String(output?.source ?? '').length;

/**
 * What a front end's service worker precaches (docs/decisions/0037-installable-and-offline.md): its page, the entry
 * and all it can load (the front end's code with every route it lazily loads, and their CSS), but not another front
 * end's code, nor a file larger than PRECACHE_MAX_BYTES (the map's library), which is cached when first used.
 */
export function precacheFiles(bundle: OutputBundle, page: string, source: string): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('service worker: no entry chunk in the build');
  if (!chunks.some((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(source))) {
    throw new Error(`service worker: no chunk for ${source} in the build`);
  }
  const others = FRONT_END_SOURCES.filter((candidate) => candidate !== source);
  const another = (chunk: OutputChunk) =>
    chunk.isDynamicEntry && others.some((other) => chunk.facadeModuleId?.endsWith(other));
  const files = reachable(bundle, entry.fileName, another, new Set());
  return [page, ...[...files].filter((file) => sizeOf(bundle[file]) <= PRECACHE_MAX_BYTES).sort()];
}

/**
 * Writes sw.<front end>.js beside each front end's page in a build, with Workbox (docs/decisions/0037): it precaches
 * the front end's shell and route chunks, so a repeat visit starts from the cache and opens with no network; every
 * navigation is answered with the front end's page; hashed files fetched later (fonts, the map) are cached as they
 * are used, and the site's calls (SITE_CALL_PATTERN) keep their last answers. A new build's worker installs beside the old one and waits, so an open tab keeps the chunks it was built
 * with, until the person takes the new version (the app asks) or closes their tabs.
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = 'dist';
  const plans: { page: string; files: string[] }[] = [];
  return {
    name: 'leisure:service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      plans.length = 0;
      for (const { file, sources } of perAppPages) {
        const source = sources.find((candidate) => FRONT_END_SOURCES.includes(candidate));
        if (!source) throw new Error(`service worker: ${file} names no front end`);
        plans.push({ page: file, files: precacheFiles(bundle, file, source) });
      }
    },
    async closeBundle() {
      for (const { page, files } of plans) {
        const frontEnd = page.replace(/^index\.(.+)\.html$/, '$1');
        const { warnings } = await generateSW({
          swDest: join(outDir, serviceWorkerFile(page)),
          globDirectory: outDir,
          globPatterns: files,
          // Hashed names change with their content: their revision is their name.
          dontCacheBustURLsMatching: /^assets\//,
          maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES * 4,
          navigateFallback: `/${page}`,
          navigateFallbackDenylist: NOT_PAGES,
          cacheId: `leisure-${frontEnd}`,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: false,
          inlineWorkboxRuntime: true,
          sourcemap: false,
          mode: 'production',
          runtimeCaching: [
            {
              // The theme, the operator and the footer: the last answers, for a shell that opens offline in the
              // operator's look. The network first, so a change shows at once when there is one.
              urlPattern: SITE_CALL_PATTERN,
              handler: 'NetworkFirst',
              options: {
                cacheName: `leisure-${frontEnd}-site`,
                networkTimeoutSeconds: 5,
                // The API answers vary by Origin (CORS), which the worker's own fetch of them did not send: on this
                // origin they are the same answer.
                matchOptions: { ignoreVary: true },
                expiration: { maxEntries: 60, purgeOnQuotaError: true },
                plugins: [keptCopyPlugin],
              },
            },
            {
              // Fonts and the larger chunks, named by their content: kept once fetched.
              urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: {
                cacheName: `leisure-${frontEnd}-assets`,
                expiration: { maxEntries: 120, purgeOnQuotaError: true },
              },
            },
          ],
        });
        for (const warning of warnings) this.warn(`service worker for ${page}: ${warning}`);
      }
    },
  };
}
