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

/** The app's cookies as configured, for the page it runs on. */
export function authCookiesFor(
  config: Pick<AppConfig, 'cookies'>,
  location: Pick<Location, 'hostname' | 'protocol'>,
): AuthCookies {
  return createAuthCookies({
    domain: cookieDomainFor(location.hostname, config.cookies.domain),
    secure: location.protocol === 'https:',
  });
}
