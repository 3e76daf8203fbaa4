import type { ThemeSeed } from './themeCatalogue.ts';

// Flat illustrations drawn here for the venues' hero pictures (docs/decisions/0020-imagery-from-the-api.md): ours to
// ship, a few KB each, in each brand's colours, so the sandbox fetches no photograph from anywhere.

export const illustrationScenes = ['pool', 'gym', 'sports-hall', 'studio', 'leisure-centre'] as const;
export type IllustrationScene = (typeof illustrationScenes)[number];

/** Every illustration is drawn on this canvas; the API answers it as the picture's width and height. */
export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 540;

interface Palette {
  brand: string;
  dark: string;
  tint: string;
}

const paletteOf = (theme: ThemeSeed): Palette => ({
  brand: theme.primary,
  dark: theme.secondary1,
  tint: theme.secondary2,
});

const WATER = '#3AA6D8';
const WATER_DEEP = '#2183BE';
const WOOD = '#E7C08A';
const WOOD_DARK = '#D2A369';
const GLASS = '#CFE8F5';

/** High windows along a back wall, from x for `count` panes. */
function windows(x: number, y: number, count: number, width: number, height: number): string {
  return Array.from(
    { length: count },
    (_, index) =>
      `<rect x="${x + index * (width + 16)}" y="${y}" width="${width}" height="${height}" rx="6" fill="${GLASS}"/>` +
      `<path d="M${x + index * (width + 16) + width / 2} ${y}v${height}" stroke="#fff" stroke-width="4"/>`,
  ).join('');
}

function pool({ brand, dark, tint }: Palette): string {
  const lanes = [300, 360, 420, 480]
    .map(
      (y, index) =>
        `<path d="M0 ${y}H960" stroke="${index % 2 ? '#fff' : brand}" stroke-width="8" stroke-dasharray="18 10"/>`,
    )
    .join('');
  const ripples = [
    [90, 320],
    [520, 390],
    [760, 450],
    [260, 470],
  ]
    .map(([x, y]) => `<path d="M${x} ${y}q20-10 40 0t40 0" stroke="#fff" stroke-width="5" fill="none" opacity=".55"/>`)
    .join('');
  return `<rect width="960" height="540" fill="${tint}"/>
${windows(60, 40, 6, 118, 120)}
<rect y="200" width="960" height="40" fill="${dark}"/>
<rect y="240" width="960" height="300" fill="${WATER}"/>
<rect y="240" width="960" height="26" fill="${WATER_DEEP}"/>
${lanes}${ripples}
<g fill="${brand}">${[120, 360, 600, 840].map((x) => `<rect x="${x - 30}" y="176" width="60" height="30" rx="4"/>`).join('')}</g>
<path d="M880 150v120M920 150v120M880 180h40M880 215h40M880 250h40" stroke="#E9EEF2" stroke-width="8" stroke-linecap="round"/>`;
}

function gym({ brand, dark, tint }: Palette): string {
  const plates = (x: number) =>
    `<rect x="${x}" y="392" width="16" height="56" rx="4" fill="${dark}"/><rect x="${x + 120}" y="392" width="16" height="56" rx="4" fill="${dark}"/><rect x="${x + 8}" y="414" width="120" height="12" rx="6" fill="#9AA3AD"/>`;
  return `<rect width="960" height="540" fill="${tint}"/>
${windows(40, 40, 4, 190, 150)}
<rect y="470" width="960" height="70" fill="#3C4048"/>
<rect y="462" width="960" height="10" fill="${brand}"/>
<g>
  <rect x="70" y="300" width="260" height="26" rx="13" fill="${dark}"/>
  <rect x="90" y="326" width="220" height="136" rx="10" fill="#5B616B"/>
  <path d="M290 300l40-120" stroke="${dark}" stroke-width="18" stroke-linecap="round"/>
  <rect x="300" y="150" width="70" height="44" rx="8" fill="${brand}"/>
</g>
<g>
  <rect x="450" y="330" width="230" height="22" rx="11" fill="${brand}"/>
  <rect x="470" y="352" width="14" height="110" fill="${dark}"/>
  <rect x="646" y="352" width="14" height="110" fill="${dark}"/>
</g>
${plates(460)}
<g fill="${dark}">
  <rect x="750" y="250" width="150" height="14" rx="7"/>
  <rect x="750" y="330" width="150" height="14" rx="7"/>
  <rect x="756" y="250" width="12" height="212"/>
  <rect x="882" y="250" width="12" height="212"/>
</g>
<g fill="${brand}">${[770, 810, 850].map((x) => `<circle cx="${x + 10}" cy="234" r="16"/><circle cx="${x + 10}" cy="314" r="16"/>`).join('')}</g>
<path d="M790 450a30 30 0 1 1 60 0z" fill="${dark}"/><path d="M805 422a15 15 0 0 1 30 0" stroke="${dark}" stroke-width="8" fill="none"/>`;
}

function sportsHall({ brand, dark, tint }: Palette): string {
  return `<rect width="960" height="540" fill="${tint}"/>
${windows(30, 24, 7, 110, 70)}
<rect y="110" width="960" height="14" fill="${dark}"/>
<path d="M0 250H960V540H0z" fill="${WOOD}"/>
${[290, 340, 400, 470].map((y) => `<path d="M0 ${y}H960" stroke="${WOOD_DARK}" stroke-width="2"/>`).join('')}
<path d="M80 520L230 270H730L880 520z" fill="none" stroke="#fff" stroke-width="6"/>
<path d="M480 270V520M155 395H805" stroke="#fff" stroke-width="6"/>
<path d="M120 470L255 290H705L840 470" fill="none" stroke="${brand}" stroke-width="6"/>
<rect x="222" y="214" width="10" height="190" fill="${dark}"/><rect x="728" y="214" width="10" height="190" fill="${dark}"/>
<rect x="232" y="222" width="496" height="64" fill="none" stroke="${dark}" stroke-width="4"/>
<path d="M232 238H728M232 254H728M232 270H728" stroke="${dark}" stroke-width="1.5" opacity=".55"/>
${Array.from({ length: 16 }, (_, index) => `<path d="M${262 + index * 30} 222v64" stroke="${dark}" stroke-width="1.5" opacity=".55"/>`).join('')}
<path d="M604 170l14 18-22 4z" fill="#fff" stroke="${dark}" stroke-width="3"/>
<circle cx="620" cy="190" r="6" fill="${brand}"/>`;
}

function studio({ brand, dark, tint }: Palette): string {
  const mats = [
    [90, brand],
    [310, dark],
    [530, brand],
    [750, dark],
  ]
    .map(
      ([x, colour]) =>
        `<path d="M${x} 480l30-130h120l-30 130z" fill="${colour}"/>` +
        `<rect x="${Number(x) + 26}" y="334" width="128" height="22" rx="11" fill="${colour}"/>` +
        `<rect x="${Number(x) + 34}" y="340" width="112" height="6" rx="3" fill="#fff" opacity=".35"/>`,
    )
    .join('');
  return `<rect width="960" height="540" fill="${tint}"/>
<rect x="40" y="40" width="880" height="250" rx="8" fill="#E6F0F6"/>
${[260, 480, 700].map((x) => `<path d="M${x} 40v250" stroke="#fff" stroke-width="6"/>`).join('')}
<path d="M90 250l120-170M300 260l90-140M620 250l110-160" stroke="#fff" stroke-width="10" opacity=".5"/>
<rect y="290" width="960" height="250" fill="${WOOD}"/>
${[330, 380, 450].map((y) => `<path d="M0 ${y}H960" stroke="${WOOD_DARK}" stroke-width="2"/>`).join('')}
${mats}
<g transform="translate(870 190)"><rect x="-26" y="60" width="52" height="50" rx="6" fill="${dark}"/><path d="M0 60c-40-30-30-80 0-110 30 30 40 80 0 110z" fill="#4C9A62"/><path d="M0 60c-10-40-40-50-60-40 10 30 30 40 60 40zM0 60c10-40 40-50 60-40-10 30-30 40-60 40z" fill="#66B27A"/></g>
<circle cx="90" cy="380" r="34" fill="${brand}"/><circle cx="90" cy="380" r="12" fill="${tint}"/>`;
}

function leisureCentre({ brand, dark, tint }: Palette): string {
  const trees = [70, 880]
    .map(
      (x) =>
        `<rect x="${x - 7}" y="330" width="14" height="90" fill="#6B4F3A"/><circle cx="${x}" cy="310" r="56" fill="#4C9A62"/><circle cx="${x + 26}" cy="290" r="34" fill="#66B27A"/>`,
    )
    .join('');
  const glass = [310, 370, 550, 610]
    .map((x) => `<rect x="${x}" y="250" width="50" height="170" fill="${GLASS}"/>`)
    .join('');
  return `<rect width="960" height="540" fill="${tint}"/>
<circle cx="800" cy="100" r="46" fill="#FFE29A"/>
<path d="M120 120h120a30 30 0 0 1 0 60H120a30 30 0 0 1 0-60z" fill="#fff" opacity=".8"/>
<rect x="140" y="190" width="680" height="230" fill="${dark}"/>
<path d="M140 190L480 120L820 190z" fill="${dark}"/>
<rect x="140" y="190" width="680" height="26" fill="${brand}"/>
<rect x="180" y="250" width="110" height="70" fill="${GLASS}"/>
<rect x="670" y="250" width="110" height="70" fill="${GLASS}"/>
${glass}
<rect x="430" y="250" width="100" height="170" fill="${brand}"/>
<rect x="442" y="290" width="36" height="130" fill="${GLASS}"/><rect x="482" y="290" width="36" height="130" fill="${GLASS}"/>
<rect x="300" y="226" width="360" height="14" fill="${dark}"/>
<circle cx="480" cy="160" r="22" fill="${brand}"/><path d="M466 166c8-10 20-10 28 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>
<rect y="420" width="960" height="120" fill="#B9C2C9"/>
<rect y="420" width="960" height="14" fill="#9AA5AE"/>
<path d="M0 490H960" stroke="#fff" stroke-width="6" stroke-dasharray="40 30"/>
${trees}`;
}

const scenes: Record<IllustrationScene, (palette: Palette) => string> = {
  pool,
  gym,
  'sports-hall': sportsHall,
  studio,
  'leisure-centre': leisureCentre,
};

/** The scene drawn in the theme's colours, as an SVG document with its own width and height. */
export function illustrationSvg(scene: IllustrationScene, theme: ThemeSeed): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">
${scenes[scene](paletteOf(theme))}
</svg>`;
}

/**
 * Where the sandbox serves a scene in a theme's colours (illustrationRoute.ts). Cached for a year, so a redrawn
 * scene takes a new version in its path.
 */
export const ILLUSTRATION_VERSION = 'v1';
export const illustrationPath = (theme: string, scene: IllustrationScene): string =>
  `/assets/illustrations/${ILLUSTRATION_VERSION}/${theme}/${scene}.svg`;
