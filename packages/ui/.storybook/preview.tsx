import '@fontsource/lato/400.css';
import '@fontsource/lato/700.css';
import '@fontsource/league-gothic/400.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../src/index.ts';
import { venueThemeKeys, venueThemes, type VenueThemeKey } from './venueThemes.ts';

function isVenueTheme(value: unknown): value is VenueThemeKey {
  return typeof value === 'string' && value in venueThemes;
}

/** Says on the page which theme is drawn, for the visual tests to wait for after switching (docs/decisions/0019). */
function ThemeMark({ themeKey }: { themeKey: VenueThemeKey }) {
  useEffect(() => {
    document.documentElement.dataset.venueTheme = themeKey;
  }, [themeKey]);
  return null;
}

/** Every story inside the venue theme the toolbar picks, with the apps' page-wide styles (docs/decisions/0019). */
const withVenueTheme: Decorator = (Story, context) => {
  const key: VenueThemeKey = isVenueTheme(context.globals.venueTheme) ? context.globals.venueTheme : 'brightwater';
  return (
    <ThemeProvider theme={venueThemes[key].theme}>
      <GlobalStyle />
      <ThemeMark themeKey={key} />
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withVenueTheme],
  globalTypes: {
    venueTheme: {
      description: 'The venue theme every story is drawn in',
      toolbar: {
        title: 'Venue theme',
        icon: 'paintbrush',
        items: venueThemeKeys.map((key) => ({ value: key, title: venueThemes[key].title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { venueTheme: 'brightwater' },
  parameters: { layout: 'padded', controls: { expanded: true } },
};

export default preview;
