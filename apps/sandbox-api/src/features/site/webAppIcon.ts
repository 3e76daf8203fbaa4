import { API_PREFIX } from '../../http/implement.ts';
import type { SiteBranding } from './siteBranding.ts';

export const webAppIconPurposes = ['any', 'maskable'] as const;
export type WebAppIconPurpose = (typeof webAppIconPurposes)[number];

/**
 * Where an icon is served: a path under the API base, so it comes from whichever origin served the manifest (in
 * production the front end's own, through the web server's `/api/` proxy), as the calendar feed does.
 */
export const webAppIconPath = (purpose: WebAppIconPurpose): string =>
  `${API_PREFIX}/frontend/web-app-icon/${purpose}.svg`;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in XML content and quoted attributes; characters XML 1.0 does not allow (controls, lone surrogates) go. */
export const escapeXml = (text: string): string =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => entities[character]!);

/** "Brightwater Leisure" → "BL": the first letter or digit of the first two words that have one. */
export function operatorInitials(name: string): string {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .flatMap((word) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? [])
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('en-GB');
}

/** WCAG relative luminance of a #RRGGBB colour (an unreadable one counts as black). */
function luminance(hex: string): number {
  const rgb = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)?.slice(1) ?? ['00', '00', '00'];
  const [r, g, b] = rgb.map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const WHITE = '#FFFFFF';
const DARK = '#1D1D25';

/** White letters where they read at least as well as dark ones on the brand colour (a yellow gets dark letters). */
export function letteringOn(fill: string): string {
  const background = luminance(fill);
  return contrast(luminance(WHITE), background) >= contrast(luminance(DARK), background) ? WHITE : DARK;
}

const SIZE = 512;
const CENTRE = SIZE / 2;
/** Arial's capital height as a share of its size: the baseline that centres capitals on the square. */
const CAP_HEIGHT = 0.716;
/**
 * Font sizes by purpose and number of letters. A maskable icon keeps its letters in the safe zone, the circle of 40%
 * of the size around the centre (the central 80%): two of Arial Bold's widest capitals ("WW") at 180 reach 182 182
 * pixels from the centre, inside its 204.8.
 */
const fontSizes: Record<WebAppIconPurpose, [one: number, more: number]> = { any: [288, 224], maskable: [240, 180] };

/**
 * The app icon, 512 × 512: the operator's initials, white or dark as reads better, on the theme's primary colour, a rounded square for
 * `any`, the whole square (full bleed, cropped to any shape by the platform) for `maskable`. Everything from the
 * database is escaped.
 */
export function webAppIconSvg(branding: SiteBranding, purpose: WebAppIconPurpose): string {
  const initials = operatorInitials(branding.operatorName);
  const fontSize = fontSizes[purpose][[...initials].length > 1 ? 1 : 0];
  const fill = escapeXml(branding.primaryColour);
  const square =
    purpose === 'maskable'
      ? `<rect width="${SIZE}" height="${SIZE}" fill="${fill}"/>`
      : `<rect width="${SIZE}" height="${SIZE}" rx="112" fill="${fill}"/>`;
  const lettering = initials
    ? `\n  <text x="${CENTRE}" y="${Math.round(CENTRE + (CAP_HEIGHT * fontSize) / 2)}" text-anchor="middle" ` +
      `font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${letteringOn(branding.primaryColour)}">` +
      `${escapeXml(initials)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <title>${escapeXml(branding.operatorName)}</title>
  ${square}${lettering}
</svg>
`;
}
