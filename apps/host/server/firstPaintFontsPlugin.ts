import type { Plugin } from 'vite';
import { fallbackFontFaceCss, fontStack } from '@leisure/ui/fonts';

/**
 * The operator's default theme's families (docs/product/platform.md §3; DEFAULT_THEME_INPUT in @leisure/ui), in which
 * the page's first paint sets its words: test/firstPaintFonts.test.ts checks they are the theme's.
 */
export const FIRST_PAINT_FAMILIES = { heading: 'Lato', body: 'Open Sans' } as const;

const MARKER = '<!-- first-paint-fonts -->';

/**
 * The style index.html's marker becomes (docs/decisions/0036-layout-shift.md): the web fonts' metric-matched fallback
 * faces (local fonts, no request), and the default theme's stacks as the properties the frame's words use, so they
 * are set as the app sets them before its fonts arrive.
 */
export function firstPaintFontsStyle(): string {
  return (
    `<style>\n${fallbackFontFaceCss()}\n` +
    `:root{--first-paint-heading-font:${fontStack(FIRST_PAINT_FAMILIES.heading)};` +
    `--first-paint-body-font:${fontStack(FIRST_PAINT_FAMILIES.body)}}\n</style>`
  );
}

/** Writes the fonts' style into index.html, in builds and on the dev server alike. */
export function firstPaintFontsPlugin(): Plugin {
  return {
    name: 'leisure:first-paint-fonts',
    transformIndexHtml(html) {
      if (!html.includes(MARKER)) throw new Error(`first-paint fonts: index.html has no ${MARKER}`);
      return html.replace(MARKER, () => firstPaintFontsStyle());
    },
  };
}
