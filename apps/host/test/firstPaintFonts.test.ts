import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_INPUT, defaultLeisureTheme } from '@leisure/ui';
import { FIRST_PAINT_FAMILIES, firstPaintFontsPlugin, firstPaintFontsStyle } from '../server/firstPaintFontsPlugin.ts';

// docs/decisions/0036-layout-shift.md: the frame's words are set as the app sets them before its fonts arrive.
const indexHtml = readFileSync(resolve(import.meta.dirname, '../index.html'), 'utf8');

describe('the first paint’s fonts', () => {
  it('are the default theme’s families, in its stacks', () => {
    expect(FIRST_PAINT_FAMILIES).toEqual({
      heading: DEFAULT_THEME_INPUT.headingFont,
      body: DEFAULT_THEME_INPUT.bodyFont,
    });
    const style = firstPaintFontsStyle();
    expect(style).toContain(`--first-paint-heading-font:${defaultLeisureTheme.fonts.heading};`);
    expect(style).toContain(`--first-paint-body-font:${defaultLeisureTheme.fonts.body}}`);
  });

  it('declare the fallback faces from local fonts only, in place of index.html’s marker', () => {
    const plugin = firstPaintFontsPlugin();
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const page = transform(indexHtml);
    expect(page).not.toContain('<!-- first-paint-fonts -->');
    expect(page).toContain("@font-face{font-family:'Lato fallback'");
    expect(page.match(/<style>[\s\S]*?<\/style>/g)!.at(-1)).not.toMatch(/url\(/);
    expect(indexHtml).toMatch(/\.first-paint-heading \{[^}]*var\(--first-paint-heading-font/);
  });
});
