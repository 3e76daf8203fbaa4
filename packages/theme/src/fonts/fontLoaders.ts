import type { Theme } from '@leisure/api-contract';

export type FontFamily = Theme['themeAppHeadingFontStyle'];

/**
 * One loader per family a theme can name, each a dynamic import of the self-hosted @fontsource CSS (regular and
 * bold; League Gothic has one weight). Being dynamic, each is its own chunk: a family no theme uses is never
 * downloaded, and the browser fetches only the unicode ranges a page needs.
 */
export const fontLoaders: Record<FontFamily, () => Promise<unknown>> = {
  Lato: () => Promise.all([import('@fontsource/lato/400.css'), import('@fontsource/lato/700.css')]),
  'Open Sans': () => Promise.all([import('@fontsource/open-sans/400.css'), import('@fontsource/open-sans/700.css')]),
  Roboto: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
  'League Gothic': () => import('@fontsource/league-gothic/400.css'),
};
