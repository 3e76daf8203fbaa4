import { describe, expect, it } from 'vitest';
import { dynamicEntryKey, entryKey, initialJsFiles, lazyParts, type Manifest } from '../scripts/initialChunks.ts';

// The shape of a real manifest: the page entry lazily imports each app; apps share a vendor chunk and load their
// own later routes on demand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['../bookings/src/index.ts', '../my-account/src/index.ts'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_vendor-c.js': { file: 'assets/vendor-c.js', imports: ['_react-b.js'] },
  '_styles-d.css': { file: 'assets/styles-d.css' },
  '../bookings/src/index.ts': {
    file: 'assets/bookings-e.js',
    isDynamicEntry: true,
    imports: ['_vendor-c.js', '_styles-d.css'],
    dynamicImports: ['../bookings/src/features/basket/index.ts'],
  },
  '../bookings/src/features/basket/index.ts': { file: 'assets/basket-f.js', isDynamicEntry: true },
  '../my-account/src/index.ts': { file: 'assets/account-g.js', isDynamicEntry: true, imports: ['_react-b.js'] },
};

describe('initial JS of a first route', () => {
  it('finds the page entry and each app chunk', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(dynamicEntryKey(manifest, 'bookings/src/index.ts')).toBe('../bookings/src/index.ts');
    expect(() => dynamicEntryKey(manifest, 'online-joining/src/index.ts')).toThrow(/online-joining/);
  });

  it('counts the entry, the app chunk and their static imports once each, without lazy routes or CSS', () => {
    const files = initialJsFiles(manifest, ['index.html', '../bookings/src/index.ts']);
    expect(files.sort()).toEqual([
      'assets/bookings-e.js',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/vendor-c.js',
    ]);
  });

  it("leaves out another app's chunks", () => {
    const files = initialJsFiles(manifest, ['index.html', '../my-account/src/index.ts']);
    expect(files.sort()).toEqual(['assets/account-g.js', 'assets/index-a.js', 'assets/react-b.js']);
  });

  it('refuses a manifest without a single entry', () => {
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry/);
  });
});

describe('parts loaded on demand (each route chunk has a budget too)', () => {
  it("lists each lazy part of the front end with what it adds to the first route's JS, and nothing of another front end", () => {
    const withRoutes: Manifest = {
      ...manifest,
      '../bookings/src/features/basket/index.ts': {
        file: 'assets/basket-f.js',
        isDynamicEntry: true,
        imports: ['_vendor-c.js', '_forms-h.js'],
        dynamicImports: ['../packages/map.ts'],
      },
      '_forms-h.js': { file: 'assets/forms-h.js' },
      '../packages/map.ts': { file: 'assets/map-i.js', isDynamicEntry: true, imports: ['_forms-h.js'] },
    };
    expect(lazyParts(withRoutes, ['index.html', '../bookings/src/index.ts'], ['../my-account/src/index.ts'])).toEqual([
      { key: '../bookings/src/features/basket/index.ts', files: ['assets/basket-f.js', 'assets/forms-h.js'] },
      { key: '../packages/map.ts', files: ['assets/map-i.js', 'assets/forms-h.js'] },
    ]);
  });
});
