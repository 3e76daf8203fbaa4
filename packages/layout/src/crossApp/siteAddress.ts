import type { AppConfig } from '@leisure/config';
import type { SiteAddress } from './frontEnds.ts';

/** The site's address as the current page sees it: its scheme and port, the configured domain and labels. */
export function siteAddressFrom(
  config: Pick<AppConfig, 'cookies' | 'subdomains'>,
  location: Pick<Location, 'protocol' | 'port'>,
): SiteAddress {
  return {
    protocol: location.protocol,
    port: location.port,
    domain: config.cookies.domain,
    labels: config.subdomains,
  };
}
