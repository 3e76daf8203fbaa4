import type { ThemeKey } from './venueCatalogue.ts';

export interface ThemeSeed {
  key: ThemeKey;
  name: string;
  isDefault: boolean;
  primary: string;
  secondary1: string;
  secondary2: string;
  headerBg: string;
  darkBg: string;
  headerPrimary: string;
  headingFont: 'Lato' | 'Open Sans' | 'Roboto' | 'League Gothic';
  bodyFont: 'Lato' | 'Open Sans' | 'Roboto' | 'League Gothic';
  secondaryButtonStyle: 'solid' | 'outline';
}

/** Four looks: the operator default (the spec's colours) and three regional brands. */
export const themeCatalogue: ThemeSeed[] = [
  {
    key: 'brightwater',
    name: 'Brightwater Leisure',
    isDefault: true,
    primary: '#8C59F8',
    secondary1: '#3E2DAC',
    secondary2: '#F2EDFF',
    headerBg: '#262731',
    darkBg: '#1B1C24',
    headerPrimary: '#FFFFFF',
    headingFont: 'Lato',
    bodyFont: 'Open Sans',
    secondaryButtonStyle: 'solid',
  },
  {
    key: 'manchester',
    name: 'Active Manchester',
    isDefault: false,
    primary: '#E4002B',
    secondary1: '#1D1D1B',
    secondary2: '#FFF1F3',
    headerBg: '#FFFFFF',
    darkBg: '#1D1D1B',
    headerPrimary: '#1D1D1B',
    headingFont: 'League Gothic',
    bodyFont: 'Roboto',
    secondaryButtonStyle: 'outline',
  },
  {
    key: 'westcountry',
    name: 'West Country Active',
    isDefault: false,
    primary: '#00A19A',
    secondary1: '#00524E',
    secondary2: '#E6F7F6',
    headerBg: '#00524E',
    darkBg: '#003532',
    headerPrimary: '#FFFFFF',
    headingFont: 'Roboto',
    bodyFont: 'Roboto',
    secondaryButtonStyle: 'solid',
  },
  {
    key: 'capital',
    name: 'Capital Leisure',
    isDefault: false,
    primary: '#FFB81C',
    secondary1: '#0B2545',
    secondary2: '#EEF3FA',
    headerBg: '#0B2545',
    darkBg: '#06162B',
    headerPrimary: '#FFFFFF',
    headingFont: 'Open Sans',
    bodyFont: 'Lato',
    secondaryButtonStyle: 'outline',
  },
];

/** A simple word-mark logo per theme, served by the sandbox as SVG (no external assets). */
export function logoSvg(theme: ThemeSeed): string {
  const text = theme.name.replace(/&/g, '&amp;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="${text}">
  <circle cx="24" cy="24" r="18" fill="${theme.primary}"/>
  <path d="M12 28c6-8 18-8 24 0" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>
  <text x="50" y="31" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="${theme.headerPrimary}">${text}</text>
</svg>`;
}
