/**
 * The front ends' Content Security Policy (decision 0504): one policy for the whole SPA, since the document's header
 * covers every client-side route, shaped by what /checkout needs. Scripts come only from our origin and the card
 * provider's; nothing inline (outside development's nonce) and nothing evaluated.
 */

export interface CspSources {
  /** The card provider's origin: its tokenising script, its card-identifier calls and its 3-D Secure pages. */
  cardProviderOrigin: string;
  /** VITE_API_BASE_URL: an absolute URL on another origin, or a path under the page's own origin. */
  apiBaseUrl: string;
  /** VITE_MAPS_STYLE_URL, when a hosted map style replaces the sandbox's. */
  mapsStyleUrl?: string;
  /** VITE_GEOCODER_URL, when the geocoder is not under the API. */
  geocoderUrl?: string;
  /** VITE_IMAGES_ORIGIN: where the API's images (venue logos, card images) come from, when not the API's origin. */
  imagesOrigin?: string;
}

/** Where the sandbox answers when nothing is configured (apps/sandbox-api/src/settings.ts). */
const DEFAULT_SANDBOX_PORT = '4010';
/** A build's API: its own origin's /api, which the web server proxies (decision 0826). */
const PRODUCTION_API_BASE_URL = '/api';
const DEFAULT_CARD_PROVIDER_PORT = '4020';

export type CspDirectives = Record<string, string[]>;

export interface PolicyOptions {
  /** Development's script nonce (see cspDirectives). */
  nonce?: string;
  /** A build for deployment (`vite build`): the card provider must be an https origin (decision 0830). */
  production?: boolean;
}

/** The origin of an absolute http(s) URL; undefined for a path (same origin as the page). */
function originOf(url: string | undefined, name: string): string | undefined {
  if (!url || url.startsWith('/')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be an http(s) URL or a path starting with "/" (got "${url}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL (got "${url}")`);
  }
  return parsed.origin;
}

/** 127.0.0.0/8, ::1 and localhost: reachable only from the machine the page runs on. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The card provider's origin, which may run scripts on every page (decision 0504): one exact origin, never a wildcard
 * (`https://*.example` is a valid URL to the parser, and a CSP source matching any sub-domain). A production build
 * also needs https, since a script over plain http can be swapped by anyone on the way; loopback is the exception,
 * the sandbox's provider for a local build, preview or size check, which only the machine itself can serve.
 */
function providerOriginOf(value: string, production: boolean): string {
  const name = 'VITE_CARD_PROVIDER_ORIGIN';
  const origin = originOf(value, name);
  if (!origin) throw new Error(`${name} must be the card provider origin, e.g. https://pi.example`);
  if (origin.includes('*')) throw new Error(`${name} must name one origin, not a wildcard (got "${value}")`);
  const { protocol, hostname } = new URL(origin);
  if (production && protocol !== 'https:' && !isLoopback(hostname)) {
    throw new Error(`${name} must be an https origin in a production build (got "${value}")`);
  }
  return origin;
}

/** The Reporting API group the policy reports to, named by the Reporting-Endpoints header (decision 0831). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * The API's POST csp-reports (decision 0112), as the API base is written: absolute, or a path under the page's
 * origin. It goes into two headers, so nothing that ends a directive, a header value or a quoted string may be in it.
 */
export function cspReportUrl({ apiBaseUrl }: Pick<CspSources, 'apiBaseUrl'>): string {
  if (/[\s"\\;,\p{Cc}]/u.test(apiBaseUrl)) {
    throw new Error(`VITE_API_BASE_URL must not hold spaces, quotes, ";" or "," (got "${apiBaseUrl}")`);
  }
  return `${apiBaseUrl.replace(/\/+$/, '')}/csp-reports`;
}

const unique = (sources: (string | undefined)[]) => [...new Set(sources.filter((source) => source !== undefined))];

/**
 * The directives. `nonce` is development's only: Vite's dev server and @vitejs/plugin-react inject inline scripts
 * into index.html (the React Refresh preamble) and Vite puts html.cspNonce on them; a build has none.
 */
export function cspDirectives(sources: CspSources, { nonce, production = false }: PolicyOptions = {}): CspDirectives {
  const provider = providerOriginOf(sources.cardProviderOrigin, production);
  const api = originOf(sources.apiBaseUrl, 'VITE_API_BASE_URL');
  const maps = originOf(sources.mapsStyleUrl, 'VITE_MAPS_STYLE_URL');
  const geocoder = originOf(sources.geocoderUrl, 'VITE_GEOCODER_URL');
  const images = originOf(sources.imagesOrigin, 'VITE_IMAGES_ORIGIN');
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", nonce && `'nonce-${nonce}'`, provider]),
    // styled-components writes <style> elements at run time, which a static index.html cannot give a per-request
    // nonce; inline styles cannot run script, and img-src/font-src/connect-src below stop CSS sending data out.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the inline favicon and maplibre's control icons; blob: for map images a hosted style decodes.
    'img-src': unique(["'self'", 'data:', 'blob:', api, maps, images]),
    // The themes' self-hosted @fontsource faces; a build inlines the smallest as data: URLs (assetsInlineLimit).
    'font-src': ["'self'", 'data:'],
    // The API (and the map's style, tiles and geocoder under it); the provider script posts card details to its origin.
    'connect-src': unique(["'self'", api, provider, maps, geocoder]),
    // maplibre starts its worker from our own origin (setWorkerUrl), so no blob: workers; the service worker is ours
    // too (docs/decisions/0037).
    'worker-src': ["'self'"],
    // The web app manifest comes from the API (docs/decisions/0037).
    'manifest-src': unique(["'self'", api]),
    // The 3-D Secure frame shows the bank's page, which the checkout reaches by posting a form into the frame.
    'frame-src': [provider],
    'form-action': ["'self'", provider],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    // Violations are reported (decision 0831): report-to for browsers with the Reporting API, report-uri for the
    // rest (a browser with report-to ignores report-uri).
    'report-uri': [cspReportUrl(sources)],
    'report-to': [CSP_REPORT_GROUP],
  };
}

const headerValue = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');

/** The header's value. */
export function contentSecurityPolicy(sources: CspSources, options: PolicyOptions = {}): string {
  return headerValue(cspDirectives(sources, options));
}

/**
 * Trusted Types, reported rather than enforced (decision 0832): no string may become script, script URL or HTML
 * except through the named policies: the card provider's script URL (packages/payment's loader) and DOMPurify's
 * (it makes one per instance, hence 'allow-duplicates'). The reports name what enforcing would still break.
 */
export function trustedTypesReportOnly(sources: CspSources): string {
  return headerValue({
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['card-provider', 'dompurify', "'allow-duplicates'"],
    'report-uri': [cspReportUrl(sources)],
    'report-to': [CSP_REPORT_GROUP],
  });
}

/**
 * Every header index.html is sent with, by name: the policy, the Reporting-Endpoints its report-to names and, in
 * production, Trusted Types report-only (the reports are about the built app; in development the e2e checks count
 * any violation event as a failure). A build writes
 * each to a file named after it (content-security-policy.txt, …) for the production web server.
 */
export function securityHeaders(sources: CspSources, options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources, options),
    ...(options.production && { 'Content-Security-Policy-Report-Only': trustedTypesReportOnly(sources) }),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(sources)}"`,
  };
}

/**
 * The sources from the build's environment (.env files and process.env): the same defaults as the sandbox, so
 * `npm start` needs nothing set. The card provider's origin follows SANDBOX_CARD_PROVIDER_PORT as the sandbox does.
 * A build calls the API on its own origin at /api by default, behind the web server (decision 0826); its images
 * then still come from the sandbox's own origin unless VITE_IMAGES_ORIGIN says otherwise.
 */
export function cspSourcesFromEnv(
  env: Record<string, string | undefined>,
  { production = false }: { production?: boolean } = {},
): CspSources {
  const value = (name: string) => env[name]?.trim() || undefined;
  const providerPort = value('SANDBOX_CARD_PROVIDER_PORT') ?? DEFAULT_CARD_PROVIDER_PORT;
  const apiBaseUrl = value('VITE_API_BASE_URL');
  const sandboxOrigin = `http://127.0.0.1:${value('SANDBOX_PORT') ?? DEFAULT_SANDBOX_PORT}`;
  return {
    cardProviderOrigin: value('VITE_CARD_PROVIDER_ORIGIN') ?? `http://127.0.0.1:${providerPort}`,
    apiBaseUrl: apiBaseUrl ?? (production ? PRODUCTION_API_BASE_URL : `${sandboxOrigin}/api`),
    mapsStyleUrl: value('VITE_MAPS_STYLE_URL'),
    geocoderUrl: value('VITE_GEOCODER_URL'),
    imagesOrigin: value('VITE_IMAGES_ORIGIN') ?? (production && !apiBaseUrl ? sandboxOrigin : undefined),
  };
}
