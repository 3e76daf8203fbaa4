import { describe, expect, it, vi } from 'vitest';
import { createFontLoader, familiesOf, fontLoaders, type FontFamily } from '../src/index.ts';

function spyLoaders() {
  const loaders = {
    Lato: vi.fn(() => Promise.resolve()),
    'Open Sans': vi.fn(() => Promise.resolve()),
    Roboto: vi.fn(() => Promise.resolve()),
    'League Gothic': vi.fn(() => Promise.resolve()),
  } satisfies Record<FontFamily, () => Promise<unknown>>;
  const loaded = () => (Object.keys(loaders) as FontFamily[]).filter((family) => loaders[family].mock.calls.length > 0);
  return { loaders, loaded };
}

const theme = (heading: FontFamily, body: FontFamily) => ({
  themeAppHeadingFontStyle: heading,
  themeAppBodyFontStyle: body,
});

describe('theme fonts', () => {
  it('load only the families the theme uses', async () => {
    const { loaders, loaded } = spyLoaders();
    await createFontLoader(loaders)(theme('League Gothic', 'Roboto'));
    expect(loaded()).toEqual(['Roboto', 'League Gothic']);
  });

  it('load each family once, however many themes use it', async () => {
    const { loaders } = spyLoaders();
    const load = createFontLoader(loaders);
    await load(theme('Lato', 'Lato'));
    await load(theme('Lato', 'Open Sans'));
    await load(theme('Open Sans', 'Lato'));
    expect(loaders.Lato).toHaveBeenCalledTimes(1);
    expect(loaders['Open Sans']).toHaveBeenCalledTimes(1);
    expect(familiesOf(theme('Lato', 'Lato'))).toEqual(['Lato']);
  });

  it('leave a family that failed to load to the fallback, and try it again next time', async () => {
    const { loaders } = spyLoaders();
    loaders.Roboto.mockImplementationOnce(() => Promise.reject(new Error('chunk failed')));
    const load = createFontLoader(loaders);
    await expect(load(theme('Roboto', 'Roboto'))).resolves.toBeUndefined();
    await load(theme('Roboto', 'Roboto'));
    expect(loaders.Roboto).toHaveBeenCalledTimes(2);
  });

  it('come from the self-hosted @fontsource stylesheets', async () => {
    await expect(Promise.all(Object.values(fontLoaders).map((load) => load()))).resolves.toHaveLength(4);
  });
});
