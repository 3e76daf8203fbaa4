import { mixColours, requireColour, toHex } from './colour.ts';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastRatio,
  ensureContrast,
  LIGHT_TEXT,
  readableTextOn,
} from './contrast.ts';

/**
 * The one button hierarchy (docs/decisions/0017): primary solid, secondary outlined (or, for a venue whose secondary
 * buttons are 'solid', a pale tint of its secondary colour with an edge: filled, and still lighter than the primary),
 * link (tertiary) a text link, danger solid in the danger colour for the answer that destroys something.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

export const buttonVariants: readonly ButtonVariant[] = ['primary', 'secondary', 'link', 'danger'];

export interface ButtonColours {
  /** The fill, or 'transparent' where the button shows the page (or panel) behind it. */
  readonly background: string;
  readonly text: string;
  /** The 2 px border; 'transparent' for the link style. */
  readonly border: string;
  /** The fill under the pointer. */
  readonly hoverBackground: string;
}

/** What the buttons are drawn from: the theme's colours, already made readable (leisureTheme.ts). */
export interface ButtonColourSource {
  readonly primary: string;
  readonly secondary: string;
  readonly primaryOnBackground: string;
  readonly secondaryOnBackground: string;
  readonly background: string;
  readonly surface: string;
  readonly danger: string;
}

/**
 * The fill of a primary button and its text. White text on the brand colour reads strongest, so a brand colour that
 * white is already large-text legible on (3:1) is darkened just enough for 4.5:1; a light one (yellow) keeps its
 * colour and gets dark text. Docs/decisions/0017.
 */
export function primaryFill(primary: string): { fill: string; text: string } {
  const whiteOnBrand = contrastRatio(LIGHT_TEXT, primary);
  if (whiteOnBrand >= AA_TEXT_CONTRAST) return { fill: primary, text: LIGHT_TEXT };
  if (whiteOnBrand >= AA_NON_TEXT_CONTRAST) return { fill: ensureContrast(primary, LIGHT_TEXT), text: LIGHT_TEXT };
  return { fill: primary, text: readableTextOn(primary) };
}

/** A solid fill's edge: the fill itself where it stands out from the page by 3:1 (1.4.11), else a shade of it that does. */
const edgeOf = (fill: string, page: string): string => ensureContrast(fill, page, AA_NON_TEXT_CONTRAST);

/** A solid fill under the pointer: a shade of it with more contrast against its text, so hover never costs legibility. */
const HOVER_STEP = 0.5;
const hoverOf = (fill: string, text: string): string =>
  ensureContrast(fill, text, contrastRatio(fill, text) + HOVER_STEP);

/** The venue's secondary-button style (docs/product/platform.md §1): outlined, or filled with a tint. */
export type SecondaryButtonStyle = 'solid' | 'outline';

/** How far a 'solid' secondary's fill (and its hover) is mixed towards the page: a tint, never a strong fill. */
const TINT = 0.88;
const HOVER_TINT = 0.78;

/** A solid secondary: a pale tint of the secondary colour, its text and edge a shade that reads on the darker hover. */
function tintedSecondary(c: ButtonColourSource): ButtonColours {
  const tint = (amount: number) => toHex(mixColours(requireColour(c.secondary), requireColour(c.background), amount));
  const hoverBackground = tint(HOVER_TINT);
  const text = ensureContrast(c.secondaryOnBackground, hoverBackground);
  return { background: tint(TINT), text, border: text, hoverBackground };
}

/** Each variant's colours, derived so that every venue theme keeps AA (checked in leisureTheme.test.ts). */
export function deriveButtonColours(
  c: ButtonColourSource,
  secondaryStyle: SecondaryButtonStyle = 'outline',
): Record<ButtonVariant, ButtonColours> {
  const primary = primaryFill(c.primary);
  const onDanger = readableTextOn(c.danger);
  return {
    primary: {
      background: primary.fill,
      text: primary.text,
      border: edgeOf(primary.fill, c.background),
      hoverBackground: hoverOf(primary.fill, primary.text),
    },
    // A strong solid secondary outweighed the primary (0017): 'solid' is a tint, 'outline' an outline.
    secondary:
      secondaryStyle === 'solid'
        ? tintedSecondary(c)
        : {
            background: 'transparent',
            text: c.secondaryOnBackground,
            border: c.secondaryOnBackground,
            hoverBackground: c.surface,
          },
    link: {
      background: 'transparent',
      text: c.primaryOnBackground,
      border: 'transparent',
      hoverBackground: 'transparent',
    },
    danger: {
      background: c.danger,
      text: onDanger,
      border: edgeOf(c.danger, c.background),
      hoverBackground: hoverOf(c.danger, onDanger),
    },
  };
}
