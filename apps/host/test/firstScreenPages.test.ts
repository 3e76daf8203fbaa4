import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenBlock, firstScreenPages, withFirstScreenWords } from '../server/firstScreenPages.ts';
import { perAppPages } from '../server/perAppHtmlPlugin.ts';

const indexHtml = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('withFirstScreenWords', () => {
  it("puts the words where the frame's placeholder was, and leaves the rest of the page as it was", () => {
    const page = withFirstScreenWords(indexHtml, { heading: 'Book an activity', intro: 'Find a venue.' }, 'top');
    expect(page).not.toContain('<svg class="first-paint-page"');
    expect(page).toContain(
      '<div class="first-paint-words" aria-hidden="true"><p class="first-paint-heading">Book an activity</p>' +
        '<p class="first-paint-intro">Find a venue.</p></div>',
    );
    const [before, after] = indexHtml.split(/<!-- first-screen[\s\S]*?<!-- \/first-screen -->/);
    expect(page.startsWith(before!)).toBe(true);
    expect(page.endsWith(after!)).toBe(true);
    expect(page).toContain('<p class="first-paint-status" role="status">Loading</p>');
  });

  it.each([
    ['trail', '<span class="first-paint-trail"></span><p class="first-paint-heading">'],
    ['top', '<div class="first-paint-words" aria-hidden="true"><p class="first-paint-heading">'],
    ['panel', '<div class="first-paint-panel"><p class="first-paint-heading">'],
  ] as const)('places the words as the app does: %s', (layout, expected) => {
    expect(firstScreenBlock({ heading: 'H', intro: 'I' }, layout)).toContain(expected);
  });

  it('writes the words as text, never as markup', () => {
    expect(firstScreenBlock({ heading: 'Swim & <b>gym</b>', intro: `"Tom's"` }, 'top')).toContain(
      '>Swim &amp; &lt;b&gt;gym&lt;/b&gt;</p><p class="first-paint-intro">&quot;Tom&#39;s&quot;</p>',
    );
  });

  it('stops the build when the page has no placeholder to replace', () => {
    expect(() =>
      withFirstScreenWords('<body><div id="root"></div></body>', { heading: 'H', intro: 'I' }, 'top'),
    ).toThrow(/no <!-- first-screen --> block/);
  });
});

describe('firstScreenPages', () => {
  it("are each made from a front end's own page, one per entry route the web server names", () => {
    const ownPages = perAppPages.map((page) => page.file as string);
    for (const page of firstScreenPages) expect(ownPages).toContain(page.from);
    const routed = readFileSync(resolve(import.meta.dirname, '../../../deploy/nginx/site.conf.template'), 'utf8');
    for (const page of firstScreenPages) {
      expect(routed).toContain(` ${page.file.replace(/^index\.|\.html$/g, '')};`);
    }
  });

  it("carry the words the apps render, from the apps' own modules", () => {
    expect(firstScreenPages.map((page) => page.words.heading)).toEqual([
      'Online Joining',
      'Book an activity',
      'Log in',
    ]);
  });
});
