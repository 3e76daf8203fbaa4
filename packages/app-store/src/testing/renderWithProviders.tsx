import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createHttpClient, type HttpClient } from '@leisure/api-client';
import { authExemptPaths, createAuthCookies, createUnauthenticatedHandler, type AuthCookies } from '@leisure/auth';
import { defaultLeisureTheme, type LeisureTheme } from '@leisure/ui';
import { makeStore, type AppStore } from '../store/makeStore.ts';
import type { RootState } from '../store/rootReducer.ts';
import { AppToasts } from '../toasts/AppToasts.tsx';

/** The API base URL test stores use by default: a host MSW answers (e.g. with the sandbox's own handler). */
export const testApiBaseUrl = 'http://api.test/api';

export interface TestEnvironmentOptions {
  apiBaseUrl?: string;
  /** Stands in for the page reload a 401 causes. */
  onReload?: () => void;
}

/** Cookies and an HTTP client for tests: host-only cookies (any test page URL works), the token sent as Bearer. */
export function createTestEnvironment({
  apiBaseUrl = testApiBaseUrl,
  onReload = () => {},
}: TestEnvironmentOptions = {}): {
  httpClient: HttpClient;
  authCookies: AuthCookies;
} {
  const authCookies = createAuthCookies({ domain: undefined, secure: false });
  const httpClient = createHttpClient({
    baseUrl: apiBaseUrl,
    getToken: authCookies.readToken,
    onUnauthenticated: createUnauthenticatedHandler(authCookies, onReload),
    unauthenticatedExemptPaths: authExemptPaths,
  });
  return { httpClient, authCookies };
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  /** A store of the test's own; otherwise one is made from preloadedState and a test environment. */
  store?: AppStore;
  /** The router's starting URL, query included (the session flags are read from it too). */
  route?: string;
  theme?: LeisureTheme;
  environment?: TestEnvironmentOptions;
}

/**
 * Renders as every app does: the store, a MemoryRouter at `route`, the theme, and the toast stack. Returns the
 * store with Testing Library's result.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState,
    route = '/',
    store,
    theme = defaultLeisureTheme,
    environment,
    ...renderOptions
  }: RenderWithProvidersOptions = {},
): RenderResult & { store: AppStore } {
  const search = route.includes('?') ? route.slice(route.indexOf('?')).replace(/#.*$/, '') : '';
  const appStore = store ?? makeStore({ preloadedState, search, ...createTestEnvironment(environment) });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={appStore}>
        <MemoryRouter initialEntries={[route]}>
          <ThemeProvider theme={theme}>
            {children}
            <AppToasts />
          </ThemeProvider>
        </MemoryRouter>
      </Provider>
    );
  }
  const options: Omit<RenderOptions, 'queries'> = { ...renderOptions, wrapper: Providers };
  return { store: appStore, ...render(ui, options) };
}
