import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { defaultLeisureTheme, GlobalStyle, Spinner } from '@leisure/ui';

/** Screens shown instead of the app, before (or without) a venue theme: the platform's own look. */
export function StandaloneScreen({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={defaultLeisureTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

const Centre = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  font-size: 2rem;
`;

/** While the theme and operator load. */
export function LoadingScreen() {
  return (
    <StandaloneScreen>
      <Centre>
        <Spinner label="Loading" />
      </Centre>
    </StandaloneScreen>
  );
}
