import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { KEPT_COPY_HEADER } from '@leisure/api-client/keptCopyHeader';
import {
  keptCopyPlugin,
  NOT_PAGES,
  PRECACHE_MAX_BYTES,
  precacheFiles,
  serviceWorkerFile,
} from '../server/serviceWorkerPlugin.ts';

// docs/decisions/0037-installable-and-offline.md: what each front end's worker precaches.
const chunk = (
  fileName: string,
  imports: string[],
  more: Partial<Rolldown.OutputChunk> & { css?: string[]; bytes?: number } = {},
) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    code: 'x'.repeat(more.bytes ?? 100),
    viteMetadata: { importedCss: new Set(more.css ?? []), importedAssets: new Set() },
    ...more,
  }) as unknown as Rolldown.OutputChunk;

const lazy = (source: string) => ({ isDynamicEntry: true, facadeModuleId: `/repo/apps${source}` });

const bundle = {
  'assets/index.js': chunk('assets/index.js', [], { isEntry: true, dynamicImports: ['assets/startHost.js'] }),
  'assets/startHost.js': chunk('assets/startHost.js', ['assets/shell.js'], {
    ...lazy('/host/src/startHost.tsx'),
    dynamicImports: ['assets/bookings.js', 'assets/myAccount.js', 'assets/serviceWorker.js'],
  }),
  'assets/serviceWorker.js': chunk('assets/serviceWorker.js', []),
  'assets/shell.js': chunk('assets/shell.js', [], { css: ['assets/shell.css'] }),
  'assets/bookings.js': chunk('assets/bookings.js', ['assets/shell.js'], {
    ...lazy('/bookings/src/index.ts'),
    dynamicImports: ['assets/basketPage.js', 'assets/map.js'],
  }),
  'assets/basketPage.js': chunk('assets/basketPage.js', ['assets/forms.js'], { css: ['assets/basket.css'] }),
  'assets/forms.js': chunk('assets/forms.js', []),
  'assets/map.js': chunk('assets/map.js', [], { bytes: PRECACHE_MAX_BYTES + 1 }),
  'assets/myAccount.js': chunk('assets/myAccount.js', ['assets/forms.js', 'assets/accountOnly.js'], {
    ...lazy('/my-account/src/index.ts'),
  }),
  'assets/accountOnly.js': chunk('assets/accountOnly.js', []),
} as unknown as Rolldown.OutputBundle;

describe('precacheFiles', () => {
  it("is the front end's page, the entry, start-up and the front end's every route with their CSS", () => {
    expect(precacheFiles(bundle, 'index.bookings.html', '/bookings/src/index.ts')).toEqual([
      'index.bookings.html',
      'assets/basket.css',
      'assets/basketPage.js',
      'assets/bookings.js',
      'assets/forms.js',
      'assets/index.js',
      'assets/serviceWorker.js',
      'assets/shell.css',
      'assets/shell.js',
      'assets/startHost.js',
    ]);
  });

  it("leaves out another front end's code, but not what they share", () => {
    const files = precacheFiles(bundle, 'index.my-account.html', '/my-account/src/index.ts');
    expect(files).toEqual(expect.arrayContaining(['assets/myAccount.js', 'assets/accountOnly.js', 'assets/forms.js']));
    expect(files).not.toContain('assets/bookings.js');
    expect(files).not.toContain('assets/basketPage.js');
  });

  it('leaves a large file to be cached when first used', () => {
    expect(precacheFiles(bundle, 'index.bookings.html', '/bookings/src/index.ts')).not.toContain('assets/map.js');
  });

  it('fails the build when the front end has no chunk', () => {
    expect(() => precacheFiles(bundle, 'index.online-joining.html', '/online-joining/src/index.ts')).toThrow(
      /no chunk for \/online-joining/,
    );
  });
});

describe('the worker of each front end', () => {
  it.each([
    ['index.bookings.html', 'sw.bookings.js'],
    ['index.my-account.html', 'sw.my-account.js'],
    ['index.online-joining.html', 'sw.online-joining.js'],
  ])('%s registers %s', (page, file) => expect(serviceWorkerFile(page)).toBe(file));

  it.each([
    ['/api/calendar-feeds/abc.ics', false],
    ['/maps/style.json', false],
    ['/assets/index.js', false],
    ['/location/leeds-city', true],
    ['/api-docs', true],
  ])('a navigation to %s is answered with the page: %s', (path, page) =>
    expect(NOT_PAGES.some((pattern) => pattern.test(path))).toBe(!page),
  );
});

describe('the kept copy of a site call', () => {
  it('says it is the kept copy, keeping the status and the answer', async () => {
    const kept = new Response('{"name":"Brightwater"}', {
      status: 200,
      headers: { 'Content-Type': 'application/json', ETag: '"v1"' },
    });
    const used = await keptCopyPlugin.cachedResponseWillBeUsed({ cachedResponse: kept });
    expect(used?.status).toBe(200);
    expect(used?.headers.get(KEPT_COPY_HEADER)).toBe('1');
    expect(used?.headers.get('ETag')).toBe('"v1"');
    expect(await used?.json()).toEqual({ name: 'Brightwater' });
  });

  it('names the header in its own source, which Workbox writes into the worker', () => {
    expect(keptCopyPlugin.cachedResponseWillBeUsed.toString()).toContain(KEPT_COPY_HEADER);
  });

  it('gives nothing when nothing is kept', async () => {
    expect(await keptCopyPlugin.cachedResponseWillBeUsed({})).toBeNull();
  });
});
