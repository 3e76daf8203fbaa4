import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { defaultLeisureTheme } from '@leisure/ui';
import type { AuthTestStore } from './authTestStore.ts';

/** Renders as an app does: store, router at `route`, theme. */
export function renderWithStore(ui: ReactElement, store: AuthTestStore, route = '/') {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeProvider theme={defaultLeisureTheme}>{children}</ThemeProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  return render(ui, { wrapper: Providers });
}
