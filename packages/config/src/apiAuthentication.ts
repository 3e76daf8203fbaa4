// How a build reaches the API and proves who is logged in (decision 0826). In development the page sends the
// token as a Bearer header to the sandbox on its own port; a build sends none, and the browser sends the shared
// token cookie instead, which it does only to hosts under the cookie domain.

/** The local sandbox: where development calls the API unless told otherwise. */
export const DEVELOPMENT_API_BASE_URL = 'http://127.0.0.1:4010/api';
/** A build calls the API on the page's own origin: the web server passes `/api/` on to the API. */
export const PRODUCTION_API_BASE_URL = '/api';

type BearerTokenMode = 'development' | 'always' | 'never';

/** What these rules read; the values may be wrong ones, since the checks across variables run on every reading. */
export interface AuthenticationSettings {
  MODE: unknown;
  DEV: unknown;
  VITE_API_BASE_URL: unknown;
  VITE_BEARER_TOKEN: unknown;
  VITE_COOKIE_DOMAIN: unknown;
}

/** Vite's dev server (and vitest) set DEV; `vite build` never does, whatever its mode. */
export const isDevelopment = ({ DEV, MODE }: Pick<AuthenticationSettings, 'DEV' | 'MODE'>): boolean =>
  DEV === true || MODE === 'development';

/** VITE_API_BASE_URL, or its default for this mode. */
export const apiBaseUrlOf = (env: AuthenticationSettings): string =>
  typeof env.VITE_API_BASE_URL === 'string'
    ? env.VITE_API_BASE_URL
    : isDevelopment(env)
      ? DEVELOPMENT_API_BASE_URL
      : PRODUCTION_API_BASE_URL;

/** docs/product/platform.md §7: the token goes as Bearer in development or when configured. */
export const sendsBearerToken = (env: AuthenticationSettings): boolean => {
  const mode = env.VITE_BEARER_TOKEN as BearerTokenMode;
  return mode === 'always' || (mode === 'development' && isDevelopment(env));
};

function absoluteHost(url: string): string | undefined {
  if (url.startsWith('/')) return undefined;
  try {
    const { protocol, hostname } = new URL(url);
    // Anything else is already refused as a value of its own.
    return protocol === 'http:' || protocol === 'https:' ? hostname.toLowerCase().replace(/\.$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why these settings could not keep anyone logged in, if they could not: without a Bearer header the API sees the
 * token only in the cookie, and the browser sends that only to the cookie domain and hosts under it (a path is the
 * page's own host, which serves the front ends, so it is under it).
 */
export function authenticationProblem(env: AuthenticationSettings): string | undefined {
  if (typeof env.VITE_COOKIE_DOMAIN !== 'string' || sendsBearerToken(env)) return undefined;
  const host = absoluteHost(apiBaseUrlOf(env));
  const domain = env.VITE_COOKIE_DOMAIN;
  if (host === undefined || host === domain || host.endsWith(`.${domain}`)) return undefined;
  return (
    `cannot keep anyone logged in: this build sends no Bearer token, so the API must read the token cookie, ` +
    `which browsers send only under VITE_COOKIE_DOMAIN (${domain}), not to ${host}. Set VITE_API_BASE_URL=/api ` +
    `with the web server passing /api/ to the API, or an API URL under ${domain}, or VITE_BEARER_TOKEN=always`
  );
}
