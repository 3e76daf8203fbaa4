/**
 * The Vite settings a front end has when it runs alone (`pnpm dev` in its folder), on any *.localhost name; the host
 * entry, apps/host, serves all three together on 5173. Each front end adds its plugins and says its port.
 * Plain values, no imports: the repository root installs no Vite.
 */
export function standaloneFrontEnd(port: number) {
  const server = { host: '127.0.0.1', port, strictPort: true, allowedHosts: ['.localhost'] };
  return { server, preview: server, build: { target: 'es2023' } };
}

/** Inline, so no request goes out for /favicon.ico (which no front end serves). */
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%238C59F8'/%3E%3C/svg%3E";

/** The page of a front end run alone, with the title its own index.html gives. */
export function standalonePage(title: string): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="${favicon}" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
}

/**
 * A Vite plugin (a plain object, so this file still imports nothing): a front end's index.html holds only its
 * <title>, and every front end run alone is served the one page above with it, before Vite reads the page's scripts.
 */
export const standaloneIndexHtml = {
  name: 'leisure-standalone-index-html',
  transformIndexHtml: {
    order: 'pre' as const,
    handler(html: string): string {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      if (title === undefined) throw new Error('index.html: a front end run alone needs a <title>');
      return standalonePage(title);
    },
  },
};
