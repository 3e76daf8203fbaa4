import { mixColours, requireColour, toHex, type Rgb } from './colour.ts';

/** WCAG 2.2 AA minimum for normal-size text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;
/** WCAG 2.2 AA minimum for large text and for UI component boundaries and focus indicators (1.4.11). */
export const AA_NON_TEXT_CONTRAST = 3;

/** Our preferred text colours; pure black and white back them up because one of the two always reaches 4.5:1. */
export const DARK_TEXT = '#1D1D25';
export const LIGHT_TEXT = '#FFFFFF';
const BLACK: Rgb = { red: 0, green: 0, blue: 0 };
const WHITE: Rgb = { red: 255, green: 255, blue: 255 };

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance as WCAG defines it (0 black, 1 white). */
export function relativeLuminance(colour: Rgb): number {
  return (
    0.2126 * linearChannel(colour.red) + 0.7152 * linearChannel(colour.green) + 0.0722 * linearChannel(colour.blue)
  );
}

function ratioOf(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  return ratioOf(requireColour(first), requireColour(second));
}

/**
 * A text colour that reads on `background` at 4.5:1 or better: our dark or light text, whichever contrasts more,
 * or pure black/white when a mid-tone background leaves both short.
 */
export function readableTextOn(background: string): string {
  const surface = requireColour(background);
  const candidates = [DARK_TEXT, LIGHT_TEXT].map((text) => ({ text, ratio: ratioOf(requireColour(text), surface) }));
  const best = candidates.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  if (best.ratio >= AA_TEXT_CONTRAST) return best.text;
  return ratioOf(BLACK, surface) >= ratioOf(WHITE, surface) ? '#000000' : LIGHT_TEXT;
}

/** Mixes `colour` towards `extreme` just far enough to reach `minimum` against `against`, or null if even the extreme falls short. */
function shiftTowards(colour: Rgb, extreme: Rgb, against: Rgb, minimum: number): { colour: Rgb; shift: number } | null {
  if (ratioOf(extreme, against) < minimum) return null;
  // Past the point where the colour crosses the background's luminance the ratio only grows, so a binary search finds
  // the least shift; every probe is checked after rounding to whole channels, so the answer really meets the minimum.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (ratioOf(mixColours(colour, extreme, middle), against) >= minimum) high = middle;
    else low = middle;
  }
  return { colour: mixColours(colour, extreme, high), shift: high };
}

/**
 * `colour` itself when it already contrasts with `against` by `minimum` (default 4.5:1), otherwise the nearest
 * darker or lighter shade of it that does — so a venue's brand colour survives as closely as AA allows.
 * When no shade of it can reach the minimum, the better of black and white.
 */
export function ensureContrast(colour: string, against: string, minimum: number = AA_TEXT_CONTRAST): string {
  const original = requireColour(colour);
  const background = requireColour(against);
  if (ratioOf(original, background) >= minimum) return toHex(original);
  const options = [
    shiftTowards(original, BLACK, background, minimum),
    shiftTowards(original, WHITE, background, minimum),
  ].filter((option) => option !== null);
  const chosen = options.sort((a, b) => a.shift - b.shift)[0];
  if (!chosen) return ratioOf(BLACK, background) >= ratioOf(WHITE, background) ? '#000000' : '#FFFFFF';
  return toHex(chosen.colour);
}
