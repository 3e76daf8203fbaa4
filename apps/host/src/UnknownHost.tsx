import { ThemeProvider } from 'styled-components';
import { defaultLeisureTheme, GlobalStyle, NotFound } from '@leisure/ui';

/** A host name that serves no front end: the platform's not-found screen in the default theme. */
export function UnknownHost() {
  return (
    <ThemeProvider theme={defaultLeisureTheme}>
      <GlobalStyle />
      <NotFound standalone />
    </ThemeProvider>
  );
}
