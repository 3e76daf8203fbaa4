import type { Theme } from '@leisure/api-contract';
import { AA_TEXT_CONTRAST, buildLeisureTheme, contrastRatio, ensureContrast, type LeisureTheme } from '@leisure/ui';

/**
 * The venue's header text colour when it reads on the header (4.5:1), otherwise the nearest shade of it that does,
 * so a theme's choice survives where it can and never at the cost of legibility.
 */
function headerTextFor(headerPrimary: string, headerBg: string): string {
  return contrastRatio(headerPrimary, headerBg) >= AA_TEXT_CONTRAST
    ? headerPrimary.toUpperCase()
    : ensureContrast(headerPrimary, headerBg);
}

/**
 * The API's theme as the UI kit's LeisureTheme. Every text colour is derived for WCAG AA whatever the venue chose:
 * text on primary, secondary and header fills is whichever of dark or light reads (no white on yellow), and brand
 * colours used as text on the white page are darkened or lightened until they reach 4.5:1, and each button variant's
 * fill, text and edge are derived the same way (docs/decisions/0017).
 */
export function toLeisureTheme(theme: Theme): LeisureTheme {
  const built = buildLeisureTheme({
    primary: theme.themeAppPrimaryColour,
    secondary: theme.themeAppSecondaryColour1,
    headerBg: theme.themeAppHeaderBgColour,
    headingFont: theme.themeAppHeadingFontStyle,
    bodyFont: theme.themeAppBodyFontStyle,
    // A solid secondary is a tint under the primary, an outline one an outline (docs/decisions/0017).
    secondaryButtonStyle: theme.themeAppSecondaryButtonStyle,
  });
  return {
    ...built,
    colours: { ...built.colours, headerText: headerTextFor(theme.headerPrimaryColour, built.colours.headerBg) },
  };
}
