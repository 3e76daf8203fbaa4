import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  apiPreloadLinks,
  appPreloads,
  FIRST_API_CALLS,
  preconnectLink,
  withPreloads,
} from '../server/perAppHtmlPlugin.ts';

const chunk = (fileName: string, imports: string[], more: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...more,
  }) as Rolldown.OutputChunk;

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/runtime.js', 'assets/shell.js'], { isEntry: true }),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/shell.js': chunk('assets/shell.js', ['assets/runtime.js']),
  'assets/bookings.js': chunk('assets/bookings.js', ['assets/shell.js', 'assets/pages.js'], {
    isDynamicEntry: true,
    facadeModuleId: '/repo/apps/bookings/src/index.ts',
  }),
  'assets/pages.js': chunk('assets/pages.js', ['assets/forms.js', 'assets/runtime.js']),
  'assets/forms.js': chunk('assets/forms.js', []),
  'assets/map.js': chunk('assets/map.js', [], { isDynamicEntry: true, facadeModuleId: '/repo/apps/map.ts' }),
  'assets/login.js': chunk('assets/login.js', ['assets/shell.js', 'assets/forms.js'], {
    isDynamicEntry: true,
    facadeModuleId: '/repo/packages/layout/src/pages/LoginPage.tsx',
  }),
} as unknown as Rolldown.OutputBundle;

describe('appPreloads', () => {
  it('lists the app chunk and its static imports, minus what the entry already loads, nothing lazy', () => {
    expect(appPreloads(bundle, ['/bookings/src/index.ts'])).toEqual([
      'assets/bookings.js',
      'assets/pages.js',
      'assets/forms.js',
    ]);
  });

  it('adds the other lazy chunks the entry route needs, each file once', () => {
    expect(appPreloads(bundle, ['/bookings/src/index.ts', '/layout/src/pages/LoginPage.tsx'])).toEqual([
      'assets/bookings.js',
      'assets/pages.js',
      'assets/forms.js',
      'assets/login.js',
    ]);
  });

  it('fails the build when a front end has no chunk', () => {
    expect(() => appPreloads(bundle, ['/my-account/src/index.ts'])).toThrow(/no chunk for \/my-account/);
  });
});

describe('withPreloads', () => {
  it('adds a modulepreload link per file at the end of the head, below the first paint in priority', () => {
    const html = '<html>\n  <head>\n    <title>Leisure</title>\n  </head>\n  <body></body>\n</html>';
    expect(withPreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <title>Leisure</title>\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/b.js">\n' +
        '  </head>\n  <body></body>\n</html>',
    );
  });
});

describe('preconnectLink', () => {
  it('opens the connection to the images origin early, and adds nothing when images are on the page origin', () => {
    expect(preconnectLink('https://images.example')).toBe(
      '    <link rel="preconnect" href="https://images.example">\n',
    );
    expect(preconnectLink(undefined)).toBe('');
  });
});

describe('apiPreloadLinks', () => {
  it("preloads the theme gate's two calls, with credentials as the API client sends them", () => {
    // The contract's generated routes (the host does not depend on the contract package): the paths must match.
    const routes = readFileSync(
      resolve(process.cwd(), '../../packages/api-contract/src/routes/siteRoutes.generated.ts'),
      'utf8',
    );
    expect(routes).toContain(`getClient: { id: 'getClient', method: 'GET', path: '${FIRST_API_CALLS[0]}' }`);
    expect(routes).toContain(`getTheme: { id: 'getTheme', method: 'GET', path: '${FIRST_API_CALLS[1]}' }`);
    expect(apiPreloadLinks('/api/')).toBe(
      '    <link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/client">\n' +
        '    <link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/frontend/theme">\n',
    );
  });
});
