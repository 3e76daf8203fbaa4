import { deriveButtonColours, type ButtonColours, type ButtonVariant } from './buttonColours.ts';
import { parseColour, toHex } from './colour.ts';
import { AA_NON_TEXT_CONTRAST, ensureContrast, readableTextOn } from './contrast.ts';
import { fontStack } from './fontStack.ts';

/** Widths in px where layouts change; "mobile" is anything narrower than 575 px (docs/product/platform.md §9). */
export const breakpoints = { mobile: 575, tablet: 950, wide: 1200 } as const;

export interface LeisureColours {
  /** The venue's brand colours as given, for fills. */
  readonly primary: string;
  readonly secondary: string;
  readonly headerBg: string;
  /** Text on each fill, chosen for 4.5:1. */
  readonly onPrimary: string;
  readonly onSecondary: string;
  readonly headerText: string;
  /**
   * Brand colours shifted where needed to read as text (4.5:1) on the page background and on surface panels: links,
   * outline buttons.
   */
  readonly primaryOnBackground: string;
  readonly secondaryOnBackground: string;
  readonly background: string;
  readonly surface: string;
  readonly text: string;
  readonly mutedText: string;
  /** Input and card borders: 3:1 against the background (1.4.11). */
  readonly border: string;
  /** Focus outline on the page (3:1 against the background) and inside the header (3:1 against headerBg). */
  readonly focus: string;
  readonly headerFocus: string;
  readonly danger: string;
  readonly success: string;
  readonly warning: string;
  readonly neutral: string;
  readonly dangerSurface: string;
  readonly successSurface: string;
  readonly warningSurface: string;
  readonly neutralSurface: string;
}

export interface LeisureTheme {
  readonly colours: LeisureColours;
  /** The button hierarchy, defined once (docs/decisions/0017): each variant's fill, text, border and hover. */
  readonly buttons: Readonly<Record<ButtonVariant, ButtonColours>>;
  readonly fonts: { readonly heading: string; readonly body: string };
  readonly radii: { readonly small: string; readonly medium: string; readonly large: string; readonly round: string };
  readonly spacing: {
    readonly xxs: string;
    readonly xs: string;
    readonly s: string;
    readonly m: string;
    readonly l: string;
    readonly xl: string;
    readonly xxl: string;
  };
  readonly breakpoints: typeof breakpoints;
  /** Ready-made media queries: `${({ theme }) => theme.media.mobile} { … }`. */
  readonly media: {
    readonly mobile: string;
    readonly tabletUp: string;
    readonly belowTablet: string;
    readonly desktopUp: string;
    readonly wideUp: string;
  };
}

/** What a venue can choose; everything else in the theme is derived so that it stays AA. */
export interface LeisureThemeInput {
  readonly primary?: string | null;
  readonly secondary?: string | null;
  readonly headerBg?: string | null;
  readonly headingFont?: string | null;
  readonly bodyFont?: string | null;
  /** The venue's secondary-button style (docs/product/platform.md §1); outline unless 'solid'. */
  readonly secondaryButtonStyle?: string | null;
}

export const DEFAULT_THEME_INPUT = {
  primary: '#8C59F8',
  secondary: '#3E2DAC',
  headerBg: '#262731',
  headingFont: 'Lato',
  bodyFont: 'Open Sans',
} as const satisfies LeisureThemeInput;

const PAGE_BACKGROUND = '#FFFFFF';
const PAGE_TEXT = '#1D1D25';

function colourOr(value: string | null | undefined, fallback: string): string {
  const parsed = value ? parseColour(value) : null;
  return parsed ? toHex(parsed) : fallback;
}

function fontOr(value: string | null | undefined, fallback: string): string {
  return value && value.trim() ? value : fallback;
}

/**
 * A complete theme from a venue's choices. Unreadable colours fall back to the defaults, and every text or
 * boundary colour is derived (readableTextOn / ensureContrast), so whatever a venue picks the result meets AA.
 */
export function buildLeisureTheme(input: LeisureThemeInput = {}): LeisureTheme {
  const primary = colourOr(input.primary, DEFAULT_THEME_INPUT.primary);
  const secondary = colourOr(input.secondary, DEFAULT_THEME_INPUT.secondary);
  const headerBg = colourOr(input.headerBg, DEFAULT_THEME_INPUT.headerBg);
  const background = PAGE_BACKGROUND;
  const surface = '#F5F5F8';
  const colours: LeisureColours = {
    primary,
    secondary,
    headerBg,
    onPrimary: readableTextOn(primary),
    onSecondary: readableTextOn(secondary),
    headerText: readableTextOn(headerBg),
    // Against the surface (the darker of the two): links and outline buttons also sit on panels.
    primaryOnBackground: ensureContrast(primary, surface),
    secondaryOnBackground: ensureContrast(secondary, surface),
    background,
    surface,
    text: PAGE_TEXT,
    mutedText: '#55555F',
    border: '#7A7A85',
    focus: ensureContrast(secondary, background, AA_NON_TEXT_CONTRAST),
    headerFocus: readableTextOn(headerBg),
    danger: '#B3261E',
    success: '#1E6B34',
    warning: '#7A4F00',
    neutral: '#3D3D4A',
    dangerSurface: '#FCECEB',
    successSurface: '#E8F4EC',
    warningSurface: '#FFF4D6',
    neutralSurface: '#EEEEF3',
  };

  return {
    colours,
    buttons: deriveButtonColours(colours, input.secondaryButtonStyle === 'solid' ? 'solid' : 'outline'),
    fonts: {
      heading: fontStack(fontOr(input.headingFont, DEFAULT_THEME_INPUT.headingFont)),
      body: fontStack(fontOr(input.bodyFont, DEFAULT_THEME_INPUT.bodyFont)),
    },
    radii: { small: '4px', medium: '8px', large: '16px', round: '999px' },
    spacing: { xxs: '0.25rem', xs: '0.5rem', s: '0.75rem', m: '1rem', l: '1.5rem', xl: '2rem', xxl: '3rem' },
    breakpoints,
    media: {
      mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
      tabletUp: `@media (min-width: ${breakpoints.mobile}px)`,
      belowTablet: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
      desktopUp: `@media (min-width: ${breakpoints.tablet}px)`,
      wideUp: `@media (min-width: ${breakpoints.wide}px)`,
    },
  };
}

/** The platform's own look: #8C59F8 / #3E2DAC / #262731, Lato headings and Open Sans body (docs/product/platform.md §3). */
export const defaultLeisureTheme: LeisureTheme = buildLeisureTheme();

// Declaration merging gives every styled component's `theme` the LeisureTheme type, here and in every app that
// imports this package.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface merge needs an empty body
  export interface DefaultTheme extends LeisureTheme {}
}
