import { beforeEach, describe, expect, it } from 'vitest';
import type { Theme } from '@leisure/api-contract';
import { buttonContrastFailures, contrastRatio, defaultLeisureTheme, type LeisureTheme } from '@leisure/ui';
import { toLeisureTheme } from '../src/index.ts';
import { seededThemes } from './support/seededThemes.ts';
import { useSandbox } from './support/sandboxApi.ts';

// The button hierarchy (docs/decisions/0017) under every theme the sandbox serves, and the platform default: every
// variant's text on its fill (or on the page and panels), its border and the focus ring meet WCAG AA.
describe('buttons in every venue theme', () => {
  useSandbox();
  let themes: [name: string, theme: LeisureTheme, served: Theme | null][] = [];
  // Per test: the sandbox's MSW handler is installed before each test, not before the file.
  beforeEach(async () => {
    const served = await seededThemes();
    themes = [
      ['the platform default', defaultLeisureTheme, null],
      ...served.map((theme): [string, LeisureTheme, Theme] => [
        theme.themeAppPrimaryColour,
        toLeisureTheme(theme),
        theme,
      ]),
    ];
  });

  it('has the default and all four seeded looks to check', () => {
    expect(themes).toHaveLength(5);
  });

  it('meets 4.5:1 for button text and 3:1 for borders and the focus ring in every theme', () => {
    const failures = themes.map(([name, theme]) => [name, buttonContrastFailures(theme)]);
    expect(failures).toEqual(themes.map(([name]) => [name, []]));
  });

  it("keeps each venue's secondary style under the primary: an outline, or a pale tint for 'solid'", () => {
    const styles = themes.flatMap(([, , served]) => (served ? [served.themeAppSecondaryButtonStyle] : []));
    expect(new Set(styles)).toEqual(new Set(['solid', 'outline']));
    for (const [name, theme, served] of themes) {
      const { primary, secondary } = theme.buttons;
      expect(primary.background, name).not.toBe('transparent');
      if (served?.themeAppSecondaryButtonStyle === 'solid') {
        // Filled, but paler than the page's panels are dark: white text would not read on it, the primary's does.
        expect(contrastRatio('#FFFFFF', secondary.background), name).toBeLessThan(1.5);
        expect(contrastRatio(primary.text, primary.background), name).toBeGreaterThanOrEqual(4.5);
      } else {
        expect(secondary.background, name).toBe('transparent');
      }
    }
  });

  it('gives the yellow primary button an edge that shows on the white page, keeping the brand fill', () => {
    const [, capital] = themes.find(([name]) => name === '#FFB81C')!;
    expect(capital.buttons.primary.background).toBe('#FFB81C');
    expect(contrastRatio('#FFB81C', '#FFFFFF')).toBeLessThan(3);
    expect(contrastRatio(capital.buttons.primary.border, '#FFFFFF')).toBeGreaterThanOrEqual(3);
  });

  it('draws destructive answers in the danger colour, never the brand', () => {
    for (const [name, theme] of themes) {
      expect(theme.buttons.danger.background, name).toBe(theme.colours.danger);
      expect(theme.buttons.danger.background, name).not.toBe(theme.buttons.primary.background);
    }
  });
});
