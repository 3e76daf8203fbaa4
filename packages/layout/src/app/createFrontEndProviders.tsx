import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppToasts, makeStore, sessionFlagsChanged, type AppStore } from '@leisure/app-store';
import { authApi } from '@leisure/api-client/endpoints/authApi';
import { ThemeGate } from '@leisure/theme';
import type { FrontEndId } from '../crossApp/frontEnds.ts';
import { FrontEndProvider } from '../frontEnd/FrontEndProvider.tsx';
import { isKioskHome } from '../kiosk/kioskHome.ts';
import { ConnectionState } from './ConnectionState.tsx';
import { startRoute, type OpenedAt, type RouteStart } from './routeStart.ts';
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
  /** Each route's first screen, started with the front end's code (`start`; docs/decisions/0039). */
  routes?: readonly RouteStart[];
}

/** The providers, and how the host starts the route the page opened at before the first render. */
export type FrontEndProviders = ComponentType<{ children: ReactNode }> & {
  /**
   * Makes the page's store and starts the route the page opened at on it: the logged-in user and the page's own
   * calls at once, and its chunk. Settles with the store when the chunk is in, for the first render (which takes that
   * store) to follow.
   */
  start(openedAt?: OpenedAt): Promise<AppStore>;
};

/**
 * What every front end runs in: its store, the router (with its scroll positions), links, its place among the
 * three, and the venue's theme (with the toast stack). `const AppProviders = createFrontEndProviders('bookings')`.
 */
export function createFrontEndProviders(
  app: FrontEndId,
  { createStore = makeStore, routes = [] }: FrontEndProvidersOptions = {},
): FrontEndProviders {
  // One store for the life of the page, with the flags of the address the page opened with before anything renders
  // (decision 0833): makeStore reads the query's, the path adds the kiosk home's. SessionSync follows later
  // navigations. A session's user is asked for at once: the header and most pages wait on it.
  function newStore(): AppStore {
    const created = createStore();
    if (isKioskHome(app, window.location.pathname)) created.dispatch(sessionFlagsChanged({ kiosk: true }));
    const { token, sessionId } = created.getState().auth;
    if (token !== null) void created.dispatch(authApi.util.prefetch('getUser', sessionId, {}));
    return created;
  }
  // The store `start` made, for the first render at that path to take; without `start` (in tests), each render
  // makes its own.
  let started: { store: AppStore; pathname: string } | undefined;

  function FrontEndProviders({ children }: { children: ReactNode }) {
    const [store] = useState(() => {
      const taken = started?.pathname === window.location.pathname ? started.store : newStore();
      started = undefined;
      return taken;
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
  }

  return Object.assign(FrontEndProviders, {
    start(openedAt: OpenedAt = window.location) {
      const store = newStore();
      started = { store, pathname: openedAt.pathname };
      return startRoute(routes, openedAt, store).then(() => store);
    },
  });
}
