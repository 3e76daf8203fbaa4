import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { isApiError } from '@leisure/api-client';
import { useGetClientQuery, useGetThemeQuery } from '@leisure/api-client/endpoints/siteApi';
import { afterNextPaint, FullPageError, GlobalStyle, MaintenanceScreen, NotFound, OfflineScreen } from '@leisure/ui';
import { loadThemeFonts } from '../fonts/loadThemeFonts.ts';
import { toLeisureTheme } from '../toLeisureTheme.ts';
import { venueSlugFromPath } from '../venueSlug.ts';
import { safeLogoUrl, SiteContext, type Site } from './siteContext.ts';
import { LoadingScreen, StandaloneScreen } from './StandaloneScreen.tsx';

export interface ThemeGateProps {
  children: ReactNode;
  /**
   * The venue whose theme to use. Left out, it is the venue the path names (`/centre/{slug}`, `/location/{slug}`);
   * null asks for the operator's default.
   */
  venue?: string | null;
}

/** docs/product/platform.md §2 and §8: the theme's 503 is planned maintenance; any other failure of it the generic error screen. */
const MAINTENANCE_STATUS = 503;

/**
 * No answer at all came back (status 0: the request never reached a server): the page says the person appears to be
 * offline (docs/decisions/0037), the shell having come from the service worker. A server that answers, even with an
 * error, is not this. navigator.onLine is not asked: a page it lists as online may still have no network.
 */
const offline = (status: number) => status === 0;

function ThemeFailure({ status }: { status: number }) {
  if (status === MAINTENANCE_STATUS) return <MaintenanceScreen />;
  if (offline(status)) return <OfflineScreen />;
  return <FullPageError standalone />;
}

/**
 * Shows the app only once the site's theme and operator are known: a spinner meanwhile; the maintenance screen
 * when the theme answers 503, the error screen for any other theme failure, not-found when the operator cannot be
 * had; otherwise the app in the venue's theme, with its fonts loading. A change of venue keeps the current look
 * until the new theme arrives.
 */
export function ThemeGate({ children, venue }: ThemeGateProps) {
  const { pathname } = useLocation();
  const venueSlug = venue === undefined ? venueSlugFromPath(pathname) : venue;
  const themeQuery = useGetThemeQuery(venueSlug);
  const clientQuery = useGetClientQuery();
  const apiTheme = themeQuery.data;
  const client = clientQuery.data;

  const site = useMemo<Site | null>(() => {
    if (!apiTheme || !client) return null;
    return {
      client,
      apiTheme,
      theme: toLeisureTheme(apiTheme),
      venueSlug,
      logoUrl: safeLogoUrl(apiTheme.themeAppLogo),
    };
  }, [apiTheme, client, venueSlug]);

  // The text shows in the fallback stack until the fonts swap in (font-display: swap): their stylesheets are asked
  // for once the first screen has painted, so that paint does not wait on them (docs/decisions/0904).
  useEffect(() => {
    if (apiTheme) return afterNextPaint(() => void loadThemeFonts(apiTheme));
  }, [apiTheme]);

  if (themeQuery.isError) {
    return (
      <StandaloneScreen>
        <ThemeFailure status={isApiError(themeQuery.error) ? themeQuery.error.status : 0} />
      </StandaloneScreen>
    );
  }
  if (clientQuery.isError) {
    const status = isApiError(clientQuery.error) ? clientQuery.error.status : 0;
    return <StandaloneScreen>{offline(status) ? <OfflineScreen /> : <NotFound standalone />}</StandaloneScreen>;
  }
  if (!site) return <LoadingScreen />;

  return (
    <ThemeProvider theme={site.theme}>
      <GlobalStyle />
      <SiteContext.Provider value={site}>{children}</SiteContext.Provider>
    </ThemeProvider>
  );
}
