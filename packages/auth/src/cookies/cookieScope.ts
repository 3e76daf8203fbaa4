import type { AppConfig } from '@leisure/config';
import { createAuthCookies, type AuthCookies } from './authCookies.ts';

/**
 * The Domain attribute for the shared cookies on this host: the configured parent domain when the page is served
 * from it or one of its sub-domains, otherwise none. A browser silently drops a cookie whose Domain does not cover
 * the page's host, so on any other host (127.0.0.1 in a quick local run) a host-only cookie keeps log-in working.
 */
export function cookieDomainFor(hostname: string, configuredDomain: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const domain = configuredDomain.toLowerCase().replace(/^\./, '');
  return host === domain || host.endsWith(`.${domain}`) ? domain : undefined;
}

/** Whether this page runs inside another page's frame (a cross-origin parent makes `top` unreadable, not unequal). */
export function isFramed(win: Pick<Window, 'self' | 'top'> | undefined = globalThis.window): boolean {
  return win !== undefined && win.self !== win.top;
}

/**
 * The app's cookies as configured, for the page it runs on; partitioned in a frame (docs/decisions/0640), since the
 * embedding site is another site and Chromium keeps no other third-party cookie.
 */
export function authCookiesFor(
  config: Pick<AppConfig, 'cookies'>,
  location: Pick<Location, 'hostname' | 'protocol'>,
  framed: boolean = isFramed(),
): AuthCookies {
  return createAuthCookies({
    domain: cookieDomainFor(location.hostname, config.cookies.domain),
    secure: location.protocol === 'https:',
    partitioned: framed,
  });
}
