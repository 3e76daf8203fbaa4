import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppToasts, makeStore, sessionFlagsChanged, type AppStore } from '@leisure/app-store';
import { ThemeGate } from '@leisure/theme';
import type { FrontEndId } from '../crossApp/frontEnds.ts';
import { FrontEndProvider } from '../frontEnd/FrontEndProvider.tsx';
import { isKioskHome } from '../kiosk/kioskHome.ts';
import { ConnectionState } from './ConnectionState.tsx';
import { RouterLinkProvider } from './RouterLinkProvider.tsx';
import { SessionSync } from './SessionSync.tsx';

// Loaded just after the first render: it is needed from the first navigation on, and online joining's first load has
// no room for it (docs/decisions/0903, 0026).
const ScrollToTopOnNavigation = lazy(() =>
  import('../scroll/ScrollToTopOnNavigation.tsx').then((module) => ({ default: module.ScrollToTopOnNavigation })),
);

export interface FrontEndProvidersOptions {
  /** The front end's store; by default the shared one (an app's own slices inject themselves when first loaded). */
  createStore?: () => AppStore;
}

/**
 * What every front end runs in: its store, the router (with its scroll positions), links, its place among the
 * three, and the venue's theme (with the toast stack). `const AppProviders = createFrontEndProviders('bookings')`.
 */
export function createFrontEndProviders(
  app: FrontEndId,
  { createStore = makeStore }: FrontEndProvidersOptions = {},
): ComponentType<{ children: ReactNode }> {
  return function FrontEndProviders({ children }: { children: ReactNode }) {
    // One store for the life of the page, made on first render (not at import, so tests get a fresh one each), with
    // the flags of the address the page opened with before anything renders (decision 0833): makeStore reads the
    // query's, the path adds the kiosk home's. SessionSync follows later navigations.
    const [store] = useState(() => {
      const created = createStore();
      if (isKioskHome(app, window.location.pathname)) created.dispatch(sessionFlagsChanged({ kiosk: true }));
      return created;
    });
    return (
      <Provider store={store}>
        <BrowserRouter>
          {/* A new page opens at the top, Back where it was left (docs/decisions/0026). */}
          <Suspense fallback={null}>
            <ScrollToTopOnNavigation />
          </Suspense>
          <FrontEndProvider app={app}>
            <RouterLinkProvider>
              <SessionSync />
              <ConnectionState>
                <ThemeGate>
                  {children}
                  <AppToasts />
                </ThemeGate>
              </ConnectionState>
            </RouterLinkProvider>
          </FrontEndProvider>
        </BrowserRouter>
      </Provider>
    );
  };
}
