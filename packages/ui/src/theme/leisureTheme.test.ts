import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { fontStack } from './fontStack.ts';
import { buttonContrastFailures } from './buttonContrast.ts';
import { buildLeisureTheme, defaultLeisureTheme, type LeisureTheme } from './leisureTheme.ts';

type ColourPair = [name: string, colour: string, background: string];

/** The colours the theme puts on each other: text (4.5:1 needed) and borders and focus (3:1). */
function contrastPairs(theme: LeisureTheme): { text: ColourPair[]; nonText: ColourPair[] } {
  const c = theme.colours;
  const text: ColourPair[] = [
    ['onPrimary on primary', c.onPrimary, c.primary],
    ['onSecondary on secondary', c.onSecondary, c.secondary],
    ['headerText on headerBg', c.headerText, c.headerBg],
    ['primaryOnBackground', c.primaryOnBackground, c.background],
    ['secondaryOnBackground', c.secondaryOnBackground, c.background],
    ['primaryOnBackground on surface', c.primaryOnBackground, c.surface],
    ['secondaryOnBackground on surface', c.secondaryOnBackground, c.surface],
    ['text on background', c.text, c.background],
    ['text on surface', c.text, c.surface],
    ['mutedText on background', c.mutedText, c.background],
    ['mutedText on surface', c.mutedText, c.surface],
    ['danger on background', c.danger, c.background],
    ['success on background', c.success, c.background],
    ['warning on background', c.warning, c.background],
    ['text on dangerSurface', c.text, c.dangerSurface],
    ['text on successSurface', c.text, c.successSurface],
    ['text on warningSurface', c.text, c.warningSurface],
    ['text on neutralSurface', c.text, c.neutralSurface],
    ['danger on dangerSurface', c.danger, c.dangerSurface],
    ['success on successSurface', c.success, c.successSurface],
    ['warning on warningSurface', c.warning, c.warningSurface],
    ['neutral on neutralSurface', c.neutral, c.neutralSurface],
  ];
  const nonText: ColourPair[] = [
    ['border on background', c.border, c.background],
    ['focus on background', c.focus, c.background],
    ['headerFocus on headerBg', c.headerFocus, c.headerBg],
  ];
  return { text, nonText };
}

/** The names of the pairs below `minimum`. */
const below = (pairs: ColourPair[], minimum: number) =>
  pairs.filter(([, colour, background]) => contrastRatio(colour, background) < minimum).map(([pair]) => pair);

const venueThemes = {
  default: defaultLeisureTheme,
  'pale yellow brand': buildLeisureTheme({ primary: '#FFF176', secondary: '#FFEE58', headerBg: '#FFFDE7' }),
  'mid-grey everything': buildLeisureTheme({ primary: '#777777', secondary: '#808080', headerBg: '#7F7F7F' }),
  'white on white': buildLeisureTheme({ primary: '#FFFFFF', secondary: '#FFFFFF', headerBg: '#FFFFFF' }),
  'black brand': buildLeisureTheme({ primary: '#000000', secondary: '#000000', headerBg: '#000000' }),
};

describe('buildLeisureTheme', () => {
  it('uses the spec defaults', () => {
    expect(defaultLeisureTheme.colours).toMatchObject({
      primary: '#8C59F8',
      secondary: '#3E2DAC',
      headerBg: '#262731',
    });
    expect(defaultLeisureTheme.fonts.heading).toMatch(/^'Lato',/);
    expect(defaultLeisureTheme.fonts.body).toMatch(/^'Open Sans',/);
    expect(defaultLeisureTheme.breakpoints).toEqual({ mobile: 575, tablet: 950, wide: 1200 });
    expect(defaultLeisureTheme.media.mobile).toBe('@media (max-width: 574.98px)');
  });

  it.each(Object.entries(venueThemes))('keeps every text colour of the %s theme at 4.5:1 or better', (_name, theme) => {
    expect(below(contrastPairs(theme).text, 4.5)).toEqual([]);
  });

  it.each(Object.entries(venueThemes))('keeps borders and focus of the %s theme at 3:1 or better', (_name, theme) => {
    expect(below(contrastPairs(theme).nonText, 3)).toEqual([]);
  });

  it.each(Object.entries(venueThemes))(
    'keeps every button of the %s theme at AA (docs/decisions/0017)',
    (_name, theme) => {
      expect(buttonContrastFailures(theme)).toEqual([]);
    },
  );

  it.each(Object.entries(venueThemes))("draws the %s theme's buttons as one hierarchy", (_name, theme) => {
    const { primary, secondary, link, danger } = theme.buttons;
    expect(primary.background).not.toBe('transparent');
    expect(secondary).toMatchObject({ background: 'transparent', border: theme.colours.secondaryOnBackground });
    expect(link).toMatchObject({ background: 'transparent', border: 'transparent' });
    expect(danger.background).toBe(theme.colours.danger);
  });

  it('keeps a venue brand colour as the fill and only adjusts where it is used as text', () => {
    const theme = buildLeisureTheme({ primary: '#FFF176' });
    expect(theme.colours.primary).toBe('#FFF176');
    expect(theme.colours.primaryOnBackground).not.toBe('#FFF176');
  });

  it('falls back to the defaults for colours it cannot read', () => {
    const theme = buildLeisureTheme({ primary: 'not-a-colour', secondary: '', headerBg: null });
    expect(theme.colours).toMatchObject({ primary: '#8C59F8', secondary: '#3E2DAC', headerBg: '#262731' });
  });

  it('uses the venue fonts', () => {
    const theme = buildLeisureTheme({ headingFont: 'League Gothic', bodyFont: 'Roboto' });
    expect(theme.fonts.heading).toMatch(/^'League Gothic', 'League Gothic fallback', 'Arial Narrow'/);
    expect(theme.fonts.body).toMatch(/^'Roboto', 'Roboto fallback', system-ui/);
  });
});

describe('fontStack', () => {
  it('strips anything that could break out of the font-family declaration', () => {
    expect(fontStack("Lato'; } body { display: none; }")).toMatch(/^'Lato body display none', /);
    expect(fontStack('<script>')).toMatch(/^'script', /);
  });

  it('names the metric-matched fallback face of a family that has one, whatever its case', () => {
    expect(fontStack('open sans')).toBe(
      "'open sans', 'Open Sans fallback', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    );
    expect(fontStack('Futura')).toMatch(/^'Futura', system-ui/);
  });

  it('falls back to the system stack for an empty family', () => {
    expect(fontStack(' ;; ')).toMatch(/^system-ui/);
  });
});
