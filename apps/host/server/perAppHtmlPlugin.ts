import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The file each front end's sub-domain is served (deploy/nginx falls back to index.html without it), named as the
 * nginx config names the front ends, with the source of the chunk the host loads for it.
 */
export const perAppPages = [
  { file: 'index.bookings.html', source: '/bookings/src/index.ts' },
  { file: 'index.my-account.html', source: '/my-account/src/index.ts' },
  { file: 'index.online-joining.html', source: '/online-joining/src/index.ts' },
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
export function appPreloads(bundle: OutputBundle, source: string): string[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const app = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(source));
  if (!entry || !app) throw new Error(`per-app HTML: no ${entry ? `chunk for ${source}` : 'entry chunk'} in the build`);
  const loadedByEntry = staticClosure(bundle, entry.fileName);
  return [...staticClosure(bundle, app.fileName)].filter((file) => !loadedByEntry.has(file));
}

/** index.html with modulepreload links for the given files, before </head>. */
export function withPreloads(html: string, files: readonly string[], base: string): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('');
  if (!html.includes('</head>')) throw new Error('per-app HTML: index.html has no </head>');
  return html.replace(/[ \t]*<\/head>/, (end) => `${links}${end}`);
}

/**
 * Writes index.<front end>.html beside index.html in a build: the same page, preloading that front end's first-route
 * chunks, for the web server to send on the front end's sub-domain (deploy/nginx, decision 0904).
 */
export function perAppHtmlPlugin(): Plugin {
  let base = '/';
  return {
    name: 'leisure:per-app-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const html = String(page.source);
      for (const { file, source } of perAppPages) {
        this.emitFile({ type: 'asset', fileName: file, source: withPreloads(html, appPreloads(bundle, source), base) });
      }
    },
  };
}
