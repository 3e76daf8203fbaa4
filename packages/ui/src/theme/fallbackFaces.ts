/**
 * Metric-matched fallbacks for the self-hosted fonts (docs/decisions/0036-layout-shift.md). The web fonts arrive
 * after the first screen has painted (decision 0904), so text is first set in a fallback and then swapped: where the
 * fallback's letters were wider, lines wrapped differently and the page moved. Each family gets a fallback face of its
 * own, a local Arial (or a metric-compatible font: Liberation Sans, Arimo; Helvetica, which Arial's widths follow) scaled
 * by `size-adjust` to the family's average advance, with the family's own ascent, descent and line gap, so the swap
 * changes the letters' shapes but not the lines.
 *
 * The figures come from the font files (@fontsource's latin WOFF: head, hhea, hmtx) against Arial's; test/fallbackFaces
 * recomputes them from the files. Average advance: English text, its letters by their frequency, about one character in
 * seven a space.
 */

interface LocalFace {
  /** `local()` names: full and PostScript names, Arial first, then fonts drawn to Arial's widths. */
  local: readonly string[];
  /** Arial's average advance for the same text, in em (Liberation Sans, metric-compatible with Arial). */
  averageAdvance: number;
}

const ARIAL: LocalFace = {
  local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Helvetica'],
  averageAdvance: 0.44107,
};
const ARIAL_BOLD: LocalFace = {
  local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Helvetica Bold'],
  averageAdvance: 0.47706,
};
const ARIAL_NARROW: LocalFace = {
  local: ['Arial Narrow', 'ArialNarrow', 'Liberation Sans Narrow', 'LiberationSansNarrow'],
  averageAdvance: 0.36174,
};

export interface WebFaceMetrics {
  /** hhea ascender, descender (positive) and line gap, over units per em. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** Average advance of the same text, in em. */
  averageAdvance: number;
}

export interface FallbackFace {
  family: string;
  weight: 400 | 700;
  /** What the web font's face measures (read from its file). */
  metrics: WebFaceMetrics;
  /** The local font drawn in its place. */
  local: LocalFace;
}

// Lato's units are 2000 an em, Open Sans's and Roboto's 2048; League Gothic has one weight (bold is synthesised, as
// it is for its fallback).
const lato = { ascent: 0.987, descent: 0.213, lineGap: 0 };
const openSans = { ascent: 1.06885, descent: 0.29297, lineGap: 0 };
const roboto = { ascent: 0.92773, descent: 0.24414, lineGap: 0 };

export const fallbackFaces: readonly FallbackFace[] = [
  { family: 'Lato', weight: 400, metrics: { ...lato, averageAdvance: 0.43007 }, local: ARIAL },
  { family: 'Lato', weight: 700, metrics: { ...lato, averageAdvance: 0.44041 }, local: ARIAL_BOLD },
  { family: 'Open Sans', weight: 400, metrics: { ...openSans, averageAdvance: 0.46664 }, local: ARIAL },
  { family: 'Open Sans', weight: 700, metrics: { ...openSans, averageAdvance: 0.50193 }, local: ARIAL_BOLD },
  { family: 'Roboto', weight: 400, metrics: { ...roboto, averageAdvance: 0.44249 }, local: ARIAL },
  { family: 'Roboto', weight: 700, metrics: { ...roboto, averageAdvance: 0.4484 }, local: ARIAL_BOLD },
  {
    family: 'League Gothic',
    weight: 400,
    metrics: { ascent: 0.9675, descent: 0.2325, lineGap: 0, averageAdvance: 0.26173 },
    local: ARIAL_NARROW,
  },
];

/** The fallback face's family name: `Lato fallback`. */
export const fallbackFamily = (family: string) => `${family} fallback`;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * One face's overrides: `size-adjust` scales the local font to the web font's average advance, and the vertical
 * metrics, which size-adjust scales too, are divided by it so the line keeps the web font's ascent and descent.
 */
export function faceOverrides({ metrics, local }: Pick<FallbackFace, 'metrics' | 'local'>) {
  const sizeAdjust = metrics.averageAdvance / local.averageAdvance;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(metrics.ascent / sizeAdjust),
    descentOverride: percent(metrics.descent / sizeAdjust),
    lineGapOverride: percent(metrics.lineGap / sizeAdjust),
  };
}

/** The `@font-face` rules of every fallback face: local fonts, so no request, and nothing for the policy to allow. */
export function fallbackFontFaceCss(): string {
  return fallbackFaces
    .map((face) => {
      const overrides = faceOverrides(face);
      const sources = face.local.local.map((name) => `local('${name}')`).join(', ');
      return (
        `@font-face{font-family:'${fallbackFamily(face.family)}';font-style:normal;font-weight:${face.weight};` +
        `src:${sources};size-adjust:${overrides.sizeAdjust};ascent-override:${overrides.ascentOverride};` +
        `descent-override:${overrides.descentOverride};line-gap-override:${overrides.lineGapOverride}}`
      );
    })
    .join('\n');
}

/** The fallback face's family for a theme's family (any case), if it has one (the four a theme can name do). */
export function fallbackFamilyOf(family: string): string | undefined {
  const face = fallbackFaces.find((candidate) => candidate.family.toLowerCase() === family.toLowerCase());
  return face && fallbackFamily(face.family);
}
