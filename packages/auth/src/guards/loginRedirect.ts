/** Where the log-in page lives in every front end (docs/product/platform.md §2). */
export const LOGIN_PATH = '/login';

/** `/login?redirect=<path and query>`: the page to come back to after logging in. */
export function loginUrlFor(location: { pathname: string; search: string }, loginPath: string = LOGIN_PATH): string {
  const redirect = `${location.pathname}${location.search}`;
  return `${loginPath}?${new URLSearchParams({ redirect }).toString()}`;
}
