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

/** The page frame the served HTML paints before any script (apps/host/index.html, decision 0904). */
export const FIRST_PAINT_FRAME_ID = 'first-paint';

/**
 * While the theme and operator load: nothing when the served page already shows its frame (which stays until the
 * app renders into #root, so the first paint is not replaced by a spinner and then by the page); otherwise a spinner.
 */
export function LoadingScreen() {
  if (document.getElementById(FIRST_PAINT_FRAME_ID)) return null;
  return (
    <StandaloneScreen>
      <Centre>
        <Spinner label="Loading" />
      </Centre>
    </StandaloneScreen>
  );
}
