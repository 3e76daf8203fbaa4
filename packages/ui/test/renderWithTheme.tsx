import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { defaultLeisureTheme, type LeisureTheme } from '../src/theme/leisureTheme.ts';

interface ThemedRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  theme?: LeisureTheme;
}

/** Renders inside the LeisureTheme, as every app does. */
export function renderWithTheme(
  ui: ReactElement,
  { theme = defaultLeisureTheme, ...options }: ThemedRenderOptions = {},
): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
