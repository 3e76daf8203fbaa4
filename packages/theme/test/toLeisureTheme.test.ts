import { beforeEach, describe, expect, it } from 'vitest';
import type { Theme } from '@leisure/api-contract';
import { contrastRatio, type LeisureTheme } from '@leisure/ui';
import { toLeisureTheme } from '../src/index.ts';
import { seededThemes } from './support/seededThemes.ts';
import { useSandbox } from './support/sandboxApi.ts';

/** Every text colour against what it sits on. */
const textPairs = ({ colours: c }: LeisureTheme): [string, string, string][] => [
  ['text on primary buttons', c.onPrimary, c.primary],
  ['text on secondary buttons', c.onSecondary, c.secondary],
  ['header text', c.headerText, c.headerBg],
  ['primary as text on the page (links, outline buttons)', c.primaryOnBackground, c.background],
  ['secondary as text on the page', c.secondaryOnBackground, c.background],
];

function failures(theme: LeisureTheme): string[] {
  return textPairs(theme)
    .filter(([, text, background]) => contrastRatio(text, background) < 4.5)
    .map(
      ([name, text, background]) =>
        `${name}: ${text} on ${background} is ${contrastRatio(text, background).toFixed(2)}:1`,
    );
}

describe('toLeisureTheme with the seeded themes', () => {
  useSandbox();
  let themes: Theme[] = [];
  // Per test: the sandbox's MSW handler is installed before each test, not before the file.
  beforeEach(async () => {
    themes = await seededThemes();
  });

  it('covers all four seeded looks', () => {
    expect(themes.map((theme) => theme.themeAppPrimaryColour).sort()).toEqual([
      '#00A19A',
      '#8C59F8',
      '#E4002B',
      '#FFB81C',
    ]);
  });

  it('meets 4.5:1 for every text colour of every theme', () => {
    for (const theme of themes) expect(failures(toLeisureTheme(theme)), theme.themeAppPrimaryColour).toEqual([]);
  });

  it('puts dark text, not white, on the yellow primary #FFB81C', () => {
    const capital = toLeisureTheme(themes.find((theme) => theme.themeAppPrimaryColour === '#FFB81C')!);
    expect(capital.colours.primary).toBe('#FFB81C');
    expect(capital.colours.onPrimary).not.toBe('#FFFFFF');
    expect(contrastRatio(capital.colours.onPrimary, '#FFB81C')).toBeGreaterThanOrEqual(4.5);
    // As a link colour on white the yellow is darkened until it reads, staying a shade of the brand.
    expect(contrastRatio('#FFB81C', '#FFFFFF')).toBeLessThan(2);
    expect(capital.colours.primaryOnBackground).not.toBe('#FFB81C');
    expect(contrastRatio(capital.colours.primaryOnBackground, '#FFFFFF')).toBeLessThan(5);
  });

  it("keeps the theme's own colours and fonts where they pass", () => {
    const manchester = toLeisureTheme(themes.find((theme) => theme.themeAppPrimaryColour === '#E4002B')!);
    expect(manchester.colours).toMatchObject({
      primary: '#E4002B',
      secondary: '#1D1D1B',
      headerBg: '#FFFFFF',
      headerText: '#1D1D1B',
    });
    expect(manchester.fonts.heading).toMatch(/^'League Gothic',/);
    expect(manchester.fonts.body).toMatch(/^'Roboto',/);
  });
});

describe('toLeisureTheme with a careless theme', () => {
  const careless: Theme = {
    themeAppPrimaryColour: '#FFFF66',
    themeAppSecondaryColour1: '#777777',
    themeAppSecondaryColour2: '#FFFFFF',
    themeAppHeaderBgColour: '#F0F0F0',
    themeAppDarkBgColour: '#000000',
    headerPrimaryColour: '#DDDDDD',
    themeAppLogo: 'https://example.com/logo.svg',
    themeAppHeadingFontStyle: 'Lato',
    themeAppBodyFontStyle: 'Open Sans',
    themeAppSecondaryButtonStyle: 'solid',
  };

  it('still meets 4.5:1, darkening the unreadable header text rather than dropping it', () => {
    const theme = toLeisureTheme(careless);
    expect(failures(theme)).toEqual([]);
    expect(theme.colours.headerText).not.toBe('#DDDDDD');
    expect(contrastRatio(theme.colours.headerText, '#F0F0F0')).toBeLessThan(5);
  });
});
