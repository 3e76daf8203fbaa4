import { loadEnv, type Plugin, type Rolldown } from 'vite';
import { cspSourcesFromEnv } from './cspPolicy.ts';
import { firstScreenPages, withFirstScreenWords } from './firstScreenPages.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The host's start-up chunk, which the small entry imports once the page has painted (decision 0905). */
const HOST_START = '/host/src/startHost.tsx';

/**
 * The file each front end's sub-domain is served (deploy/nginx falls back to index.html without it), named as the
 * nginx config names the front ends, with the sources of the chunks its entry route needs: the host's start-up
 * chunk, the app it loads and, for my-account, the log-in page its `/` sends a visitor who is not logged in to.
 */
export const perAppPages = [
  { file: 'index.bookings.html', sources: [HOST_START, '/bookings/src/index.ts'] },
  {
    file: 'index.my-account.html',
    sources: [HOST_START, '/my-account/src/index.ts', '/layout/src/pages/LoginPage.tsx'],
  },
  { file: 'index.online-joining.html', sources: [HOST_START, '/online-joining/src/index.ts'] },
] as const;

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/** A chunk and everything it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !isChunk(chunk)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * The JS a front end's first route needs beyond the entry's own: its app chunk and that chunk's static imports,
 * minus what index.html already loads. Listed as modulepreload links, the browser fetches them with the entry
 * instead of after it has run (decision 0904).
 */
export function appPreloads(bundle: OutputBundle, sources: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('per-app HTML: no entry chunk in the build');
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  const needed = new Set<string>();
  for (const source of sources) {
    const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId?.endsWith(source));
    if (!chunk) throw new Error(`per-app HTML: no chunk for ${source} in the build`);
    staticClosure(bundle, chunk.fileName, needed);
  }
  return [...needed].filter((file) => !loadedByEntry.has(file));
}

/**
 * The two calls every page waits for before its first render (the theme gate's): the operator and the default
 * theme, as siteRoutes.getClient and getTheme name them. Preloaded with credentials, as the API client sends them,
 * so its requests take the preloaded answers instead of starting after the app has run. A venue page asks for its
 * venue's theme instead and leaves the default one unused (half a kilobyte).
 */
export const FIRST_API_CALLS = ['/client', '/frontend/theme'] as const;

export const apiPreloadLinks = (apiBaseUrl: string) =>
  FIRST_API_CALLS.map(
    (path) =>
      `    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${apiBaseUrl.replace(/\/+$/, '')}${path}">\n`,
  ).join('');

/**
 * The front end's web app manifest, which the operator's API serves from its name and theme (docs/decisions/0037):
 * on the page's own origin as a build calls the API (decision 0826), so its start_url and scope are the front end's.
 */
export const manifestLink = (apiBaseUrl: string, page: string) =>
  `    <link rel="manifest" href="${apiBaseUrl.replace(/\/+$/, '')}/frontend/web-app-manifest/${page.replace(/^index\.(.+)\.html$/, '$1')}">\n`;

/** A preconnect link for an origin the first screen loads from (the venue's logo), when it is not the page's own. */
export const preconnectLink = (origin: string | undefined) =>
  origin ? `    <link rel="preconnect" href="${origin}">\n` : '';

/**
 * index.html with modulepreload links for the given files (and any extra links), before </head>. At low priority:
 * the first paint needs none of them (the entry evaluates the app after it, decision 0905), so they must not compete
 * with what it does need.
 */
export function withPreloads(html: string, files: readonly string[], base: string, extra = ''): string {
  const links =
    extra +
    files
      .map((file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">\n`)
      .join('');
  if (!html.includes('</head>')) throw new Error('per-app HTML: index.html has no </head>');
  return html.replace(/[ \t]*<\/head>/, (end) => `${links}${end}`);
}

/**
 * Writes index.<front end>.html beside index.html in a build: the same page, preloading that front end's first-route
 * chunks, for the web server to send on the front end's sub-domain (deploy/nginx, decision 0904).
 */
export function perAppHtmlPlugin(): Plugin {
  let base = '/';
  let imagesOrigin: string | undefined;
  let apiBaseUrl = '/api';
  return {
    name: 'leisure:per-app-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      // The same variables as the policy's img-src: the logo is the first screen's one image.
      const env = loadEnv(config.mode, config.envDir || config.root, ['VITE_', 'SANDBOX_']);
      const sources = cspSourcesFromEnv(env, { production: true });
      apiBaseUrl = sources.apiBaseUrl;
      imagesOrigin = sources.imagesOrigin && new URL(sources.imagesOrigin).origin;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      const written = new Map<string, string>();
      for (const { file, sources } of perAppPages) {
        const extra = apiPreloadLinks(apiBaseUrl) + preconnectLink(imagesOrigin) + manifestLink(apiBaseUrl, file);
        const source = withPreloads(html, appPreloads(bundle, sources), base, extra);
        written.set(file, source);
        this.emitFile({ type: 'asset', fileName: file, source });
      }
      // The entry routes whose words the page paints before the app has run (decision 0905).
      for (const { file, from, words, layout } of firstScreenPages) {
        const source = written.get(from);
        if (source === undefined) throw new Error(`per-app HTML: ${file} is made from ${from}, which is not written`);
        this.emitFile({ type: 'asset', fileName: file, source: withFirstScreenWords(source, words, layout) });
      }
    },
  };
}
