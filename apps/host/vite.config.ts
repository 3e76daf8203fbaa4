import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { cspSourcesFromEnv } from './server/cspPolicy.ts';
import { contentSecurityPolicyPlugin } from './server/contentSecurityPolicyPlugin.ts';
import { firstPaintFontsPlugin } from './server/firstPaintFontsPlugin.ts';
import { configCheckPlugin } from './server/configCheckPlugin.ts';
import { perAppHtmlPlugin } from './server/perAppHtmlPlugin.ts';
import { pureReactRouterPlugin } from './server/pureReactRouterPlugin.ts';
import { serviceWorkerPlugin } from './server/serviceWorkerPlugin.ts';

const hostRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(hostRoot, '../..');

/**
 * The workspace's own modules (packages/x/src, apps/x/src) do nothing when imported but define things, so a
 * module whose exports go unused can be dropped: without this, importing one hook from a package's index keeps
 * every component it re-exports (the log-in form with react-hook-form, SafeHtml with DOMPurify) in the first
 * load. Packages that declare "sideEffects": false in package.json get the same from the bundler anyway.
 */
function isWorkspaceSource(id: string): boolean {
  const inside = id.startsWith(repoRoot + sep) ? id.slice(repoRoot.length + 1).split(sep) : [];
  return (inside[0] === 'packages' || inside[0] === 'apps') && inside[2] === 'src';
}

/**
 * Small workspace modules every front end's first page runs (the store's slices, buttons, links, breadcrumbs, and the
 * page frame: providers, header, theme gate, global style): kept in one chunk. Left to the default splitting they
 * become a dozen tiny chunks, because lazily loaded pages share them too, and each chunk's own import and export
 * lines cost more than the code saves (decision 0903). Only modules the first page runs belong here: a lazily loaded
 * one listed here would load with it.
 */
const firstLoadShell = [
  /packages[\\/]app-store[\\/]src[\\/]/,
  /packages[\\/]auth[\\/]src[\\/](state|guards|hooks|cookies|redirect)[\\/]/,
  /packages[\\/]api-client[\\/]src[\\/]rtk[\\/]/,
  /packages[\\/]ui[\\/]src[\\/](Button|Link|Breadcrumbs|screens|icons|Spinner|VisuallyHidden|styles)[\\/]/,
  /packages[\\/]ui[\\/]src[\\/](theme|GlobalStyle|SkipLink)[\\/]/,
  /packages[\\/]layout[\\/]src[\\/](app|appUpdate|crossApp|frontEnd|header|kiosk|page)[\\/]/,
  /packages[\\/]layout[\\/]src[\\/](navigation[\\/]navItems|pages[\\/](NotFoundPage|lazyPages)|drawer[\\/]LazySideDrawer|footer[\\/]LazySiteFooter)\.tsx?$/,
  /packages[\\/]theme[\\/]src[\\/]/,
  /packages[\\/]api-client[\\/]src[\\/]endpoints[\\/]siteApi\.ts$/,
  // The UK's today and calendar arithmetic, which online joining's first page (its start dates) and the lazily loaded
  // forms share: alone each was a chunk of its own, whose import lines cost more than its code (decision 0008).
  /packages[\\/]dates[\\/]src[\\/](londonDay|isoDate)\.ts$/,
];
const isFirstLoadShell = (id: string) => firstLoadShell.some((pattern) => pattern.test(id));

/**
 * React Router's package exports only its development build (ENABLE_DEV_WARNINGS on), for builds too
 * (remix-run/react-router#12532, #14753, "intended to be temporary"). Production builds take the production files it
 * ships beside them: the same code with the warnings off, which the minifier then drops (decision 0903).
 */
const requireHere = createRequire(import.meta.url);
// The host depends on no router itself: found from the app store, which does.
const reactRouterDomDir = dirname(
  requireHere.resolve('react-router-dom/package.json', { paths: [join(repoRoot, 'packages/app-store')] }),
);
const reactRouterDir = dirname(requireHere.resolve('react-router/package.json', { paths: [reactRouterDomDir] }));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

// One dev server for the three sub-domains: Chromium resolves *.leisure.localhost to loopback, and Vite refuses
// Host headers it does not know unless allowed (facts.md). 127.0.0.1 rather than "localhost" so that Node-side
// tools (Playwright's readiness check) reach it without resolving a name.
const server = { host: '127.0.0.1', port: 5173, strictPort: true, allowedHosts: ['.localhost'] };

// `vite preview` stands in for the web server: a default build calls the API at /api on its own origin and the map
// style at /maps (decision 0826), so both go on to the sandbox, with the page's Host and Origin as nginx keeps them.
const sandboxOrigin = `http://127.0.0.1:${process.env.SANDBOX_PORT || 4010}`;
const preview = { ...server, proxy: { '/api/': sandboxOrigin, '/maps/': sandboxOrigin } };

export default defineConfig(({ mode, command }) => ({
  // The policy's origins come from the same variables the front ends read (decision 0504), and the card provider's
  // port from the sandbox's own setting when the origin is not given.
  plugins: [
    react(),
    // A build whose settings the page would refuse (one that could not keep anyone logged in, say) stops here.
    configCheckPlugin(),
    contentSecurityPolicyPlugin(
      cspSourcesFromEnv(loadEnv(mode, hostRoot, ['VITE_', 'SANDBOX_']), { production: command === 'build' }),
    ),
    // The frame's words in the default theme's metric-matched fallback faces (docs/decisions/0036).
    firstPaintFontsPlugin(),
    // index.<front end>.html: each sub-domain's page preloads its own front end's chunks (decision 0904).
    perAppHtmlPlugin(),
    // React Router's unused components (NavLink, Form, prefetch links) out of every first load (decision 0032).
    pureReactRouterPlugin(),
    // sw.<front end>.js: each sub-domain's shell and route chunks for repeat and offline visits (docs/decisions/0037).
    serviceWorkerPlugin(),
  ],
  server,
  preview,
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  // Two dev servers at once (the e2e projects) must not rewrite each other's pre-bundled modules: a rewrite
  // reloads the pages of the other server mid-journey.
  cacheDir: process.env.HOST_VITE_CACHE_DIR || undefined,
  build: {
    // The size check reads the manifest to find each app's first-load chunks.
    manifest: true,
    target: 'es2023',
    // Every browser the es2023 target admits supports modulepreload: its polyfill would be dead weight in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !isWorkspaceSource(id) },
      output: {
        advancedChunks: {
          groups: [{ name: 'shell', test: isFirstLoadShell }],
        },
      },
    },
  },
}));
