import { buildLeisureTheme, type LeisureTheme } from '../src/index.ts';

/**
 * Two venue themes that differ in every choice a venue makes (the sandbox seeds both:
 * apps/sandbox-api/src/features/site/themeCatalogue.ts): the operator default, whose secondary buttons are a solid
 * tint, and Active Manchester, red on a white header with outlined secondary buttons and League Gothic headings
 * (docs/decisions/0017, 0019).
 */
export const venueThemes = {
  brightwater: {
    title: 'Brightwater Leisure (default, solid secondary)',
    theme: buildLeisureTheme({
      primary: '#8C59F8',
      secondary: '#3E2DAC',
      headerBg: '#262731',
      headingFont: 'Lato',
      bodyFont: 'Open Sans',
      secondaryButtonStyle: 'solid',
    }),
  },
  manchester: {
    title: 'Active Manchester (outline secondary)',
    theme: buildLeisureTheme({
      primary: '#E4002B',
      secondary: '#1D1D1B',
      headerBg: '#FFFFFF',
      headingFont: 'League Gothic',
      bodyFont: 'Roboto',
      secondaryButtonStyle: 'outline',
    }),
  },
} as const satisfies Record<string, { title: string; theme: LeisureTheme }>;

export type VenueThemeKey = keyof typeof venueThemes;

export const venueThemeKeys = Object.keys(venueThemes) as VenueThemeKey[];
