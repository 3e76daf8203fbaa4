import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { renderWithProviders } from '@leisure/app-store/testing';
import { createAuthCookies } from '@leisure/auth';
import { parseConfig, type AppConfig } from '@leisure/config';
import { LinkComponentProvider, type NavigationLinkProps } from '@leisure/ui';
import type { FrontEndId } from '../../src/crossApp/frontEnds.ts';
import { FrontEndProvider } from '../../src/frontEnd/FrontEndProvider.tsx';
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
  /** A session token: the test starts logged in, as when the shared cookie holds it. */
  token?: string;
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  // Development, as the tests run: a build sends no Bearer token, so it would refuse an API outside the cookie domain.
  return parseConfig({ MODE: 'development', VITE_API_BASE_URL: apiBaseUrl, ...env });
}

/** Renders layout parts as an app does: the app store and router (app-store's test providers), links and site. */
export function renderLayout(ui: ReactElement, { app = 'bookings', env, url = '/', token }: LayoutRenderOptions = {}) {
  // Host-only, as the test environment's cookies are.
  const cookies = createAuthCookies({ domain: undefined, secure: false });
  if (token) cookies.writeToken(token);
  else cookies.removeToken();
  const config = testConfig(env);
  function FrontEnd({ children }: { children: ReactNode }) {
    return (
      <LinkComponentProvider component={RouterLink}>
        <FrontEndProvider app={app} config={config}>
          {children}
        </FrontEndProvider>
      </LinkComponentProvider>
    );
  }
  return renderWithProviders(<FrontEnd>{ui}</FrontEnd>, { route: url, environment: { apiBaseUrl } });
}
