import type { AuthCookies } from './cookies/authCookies.ts';
import { loginPath } from '@leisure/api-client';

/**
 * API paths whose 401 answers their caller rather than meaning "the session is gone": a wrong password, a log-out
 * with a token the server already forgot, and a card session the provider refused at prepare (docs/product/joining.md §4: prepared
 * again, up to 5 times). Pass to createHttpClient's unauthenticatedExemptPaths.
 */
export const authExemptPaths: readonly string[] = [loginPath, '/auth/logout', '/checkout/prepare'];

/**
 * The HTTP client's onUnauthenticated (docs/product/platform.md §4): a 401 means the token is dead, so it is removed and the page
 * reloads, coming back logged out. Several calls failing together reload only once.
 */
export function createUnauthenticatedHandler(
  authCookies: Pick<AuthCookies, 'removeToken'>,
  reload: () => void = () => window.location.reload(),
): () => void {
  let reloading = false;
  return () => {
    authCookies.removeToken();
    if (reloading) return;
    reloading = true;
    reload();
  };
}
