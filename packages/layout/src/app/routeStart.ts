import { matchPath, type Params } from 'react-router-dom';
import type { AppStore } from '@leisure/app-store';

/**
 * What a route's first screen starts with: the store's dispatch, the path's parameters and the query's, and whether a
 * session is held.
 */
export interface RouteStartContext {
  dispatch: AppStore['dispatch'];
  params: Params;
  search: URLSearchParams;
  loggedIn: boolean;
}

/** Where the page opened: `window.location`, or a path with its query in tests. */
export type OpenedAt = Pick<Location, 'pathname' | 'search'>;

/**
 * What a route needs for its first screen, started with the front end's code rather than after the page mounts
 * (docs/decisions/0039-route-data-with-its-code.md): the page's chunk, and the calls the page makes first, with the
 * same arguments as the page's own hooks, so that the page finds them under way in the store's cache.
 */
export interface RouteStart {
  /** The route's path as AppRoutes names it, from the front end's root: `memberships/:membershipId/freeze`. */
  path: string;
  /** The page's lazily loaded chunk (`preloadableLazy`). */
  page?: { preload(): Promise<unknown> };
  /** Dispatches the page's first calls (an endpoint's `initiate` or `util.prefetch`); the page's hooks take them over. */
  data?: (start: RouteStartContext) => void;
}

/** The route of `routes` that `pathname` names, matched as React Router matches a whole path, and its parameters. */
export function matchRouteStart(
  routes: readonly RouteStart[],
  pathname: string,
): { route: RouteStart; params: Params } | undefined {
  for (const route of routes) {
    const match = matchPath({ path: `/${route.path.replace(/^\//, '')}`, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/**
 * Starts the first screen of the route the page opened at: its calls at once, on `store`, and its page's chunk.
 * Settles when the chunk is loaded (or has failed: it is asked for again when rendered), so that the first render
 * never shows the page behind a fallback (docs/decisions/0904).
 */
export function startRoute(
  routes: readonly RouteStart[],
  { pathname, search }: OpenedAt,
  store: AppStore,
): Promise<void> {
  const found = matchRouteStart(routes, pathname);
  if (!found) return Promise.resolve();
  const { route, params } = found;
  const loggedIn = store.getState().auth.token !== null;
  route.data?.({ dispatch: store.dispatch, params, search: new URLSearchParams(search), loggedIn });
  return route.page ? route.page.preload().then(noop, noop) : Promise.resolve();
}

const noop = () => undefined;
