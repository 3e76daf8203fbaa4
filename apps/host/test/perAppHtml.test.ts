import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { appPreloads, preconnectLink, withPreloads } from '../server/perAppHtmlPlugin.ts';

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
  it('adds a modulepreload link per file at the end of the head', () => {
    const html = '<html>\n  <head>\n    <title>Leisure</title>\n  </head>\n  <body></body>\n</html>';
    expect(withPreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <title>Leisure</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
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
