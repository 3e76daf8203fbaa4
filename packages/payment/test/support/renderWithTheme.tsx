import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultLeisureTheme } from '@leisure/ui';

/** Renders with the theme the package's styled components read. */
export function renderWithTheme(ui: ReactElement) {
  function Providers({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={defaultLeisureTheme}>{children}</ThemeProvider>;
  }
  return render(ui, { wrapper: Providers });
}
