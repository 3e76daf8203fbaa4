export { ThemeGate, type ThemeGateProps } from './gate/ThemeGate.tsx';
export { safeLogoUrl, useSite, type Site } from './gate/siteContext.ts';
export { toLeisureTheme } from './toLeisureTheme.ts';
export { venueSlugFromPath } from './venueSlug.ts';
export { fontLoaders, type FontFamily } from './fonts/fontLoaders.ts';
export { createFontLoader, familiesOf, loadThemeFonts } from './fonts/loadThemeFonts.ts';
export { pageTitle, usePageTitle } from './usePageTitle.ts';
