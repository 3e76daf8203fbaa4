import { fallbackFamilyOf } from './fallbackFaces.ts';

/** Fallbacks per family so text stays legible before (or without) the self-hosted font. */
const FALLBACKS: Readonly<Record<string, string>> = {
  'league gothic': "'Arial Narrow', Impact, sans-serif",
};
const DEFAULT_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Arial, sans-serif";

/**
 * A CSS font-family list led by `family`, then its metric-matched fallback face (fallbackFaces.ts, GlobalStyle
 * declares them; docs/decisions/0036-layout-shift.md), then the local stack. The family usually comes from a venue
 * theme over the API, so anything that is not a letter, digit, space or hyphen is dropped: a theme must not be able
 * to inject CSS.
 */
export function fontStack(family: string): string {
  const cleaned = family
    .replace(/[^A-Za-z0-9 -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return DEFAULT_FALLBACK;
  const matched = fallbackFamilyOf(cleaned);
  return `'${cleaned}', ${matched ? `'${matched}', ` : ''}${FALLBACKS[cleaned.toLowerCase()] ?? DEFAULT_FALLBACK}`;
}
