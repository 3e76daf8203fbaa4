import { configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Link, MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { baseApi, createHttpClient } from '@leisure/api-client';
import { parseConfig, type AppConfig } from '@leisure/config';
import { defaultLeisureTheme, LinkComponentProvider, type NavigationLinkProps } from '@leisure/ui';
import type { FrontEndId } from '../../src/crossApp/frontEnds.ts';
import { SiteProvider } from '../../src/site/SiteProvider.tsx';
import { apiBaseUrl } from './sandboxApi.ts';

function RouterLink({ href, ref, ...props }: NavigationLinkProps) {
  return <Link to={href} ref={ref} {...props} />;
}

export interface LayoutRenderOptions {
  app?: FrontEndId;
  /** VITE_* variables on top of the defaults, e.g. { VITE_FEATURE_ONLINE_JOINING: 'false' }. */
  env?: Record<string, string>;
  /** The page's URL: its query sets the kiosk, embedded and centre flags. */
  url?: string;
  token?: string;
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return parseConfig({ VITE_API_BASE_URL: apiBaseUrl, ...env });
}

/** Renders layout parts as an app does: store with the shared API, router, theme, links and site. */
export function renderLayout(ui: ReactElement, { app = 'bookings', env, url = '/', token }: LayoutRenderOptions = {}) {
  window.history.replaceState(null, '', url);
  const httpClient = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { httpClient } } }).concat(baseApi.middleware),
  });
  const config = testConfig(env);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <ThemeProvider theme={defaultLeisureTheme}>
            <LinkComponentProvider component={RouterLink}>
              <SiteProvider app={app} config={config}>
                {children}
              </SiteProvider>
            </LinkComponentProvider>
          </ThemeProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  const result: RenderResult = render(ui, { wrapper: Wrapper });
  return { ...result, store };
}
