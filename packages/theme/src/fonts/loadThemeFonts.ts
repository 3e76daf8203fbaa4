import type { Theme } from '@leisure/api-contract';
import { fontLoaders, type FontFamily } from './fontLoaders.ts';

type ThemeFonts = Pick<Theme, 'themeAppHeadingFontStyle' | 'themeAppBodyFontStyle'>;

/** The families a theme uses, each once. */
export function familiesOf(theme: ThemeFonts): FontFamily[] {
  return [...new Set([theme.themeAppHeadingFontStyle, theme.themeAppBodyFontStyle])];
}

/**
 * Loads the fonts of a theme, each family at most once per page. Text shows in the fallback stack meanwhile
 * (font-display: swap), and a family that fails to load is left to the fallback and tried again next time.
 */
export function createFontLoader(loaders: Record<FontFamily, () => Promise<unknown>> = fontLoaders) {
  const loading = new Map<FontFamily, Promise<void>>();
  return function loadThemeFonts(theme: ThemeFonts): Promise<void> {
    const pending = familiesOf(theme).map((family) => {
      let load = loading.get(family);
      if (!load) {
        load = loaders[family]().then(
          () => undefined,
          () => void loading.delete(family),
        );
        loading.set(family, load);
      }
      return load;
    });
    return Promise.all(pending).then(() => undefined);
  };
}

/** The page's font loader. */
export const loadThemeFonts = createFontLoader();
