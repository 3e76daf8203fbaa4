import { frontEndIds, type FrontEndId, type SubdomainTable } from '@leisure/layout/frontEnds';

/**
 * The host name alone, lower case: a port (present when a Host header is passed in) and one trailing dot
 * (the fully qualified form, "bookings.leisure.localhost.") are removed. Bracketed IPv6 literals and anything
 * with a malformed port are not host names of ours.
 */
function bareHostName(hostname: string): string | undefined {
  let host = hostname.trim().toLowerCase();
  if (host === '' || host.startsWith('[')) return undefined;
  const portAt = host.indexOf(':');
  if (portAt >= 0) {
    if (!/^\d{1,5}$/.test(host.slice(portAt + 1))) return undefined;
    host = host.slice(0, portAt);
  }
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/**
 * Which front end a host name serves: exactly `{label}.{domain}` from the table, nothing looser. A look-alike
 * such as bookings.leisure.localhost.evil.com or xbookings.leisure.localhost, an IP address or an empty name
 * resolves to no front end (the caller shows not-found).
 */
export function resolveApp(hostname: string, table: SubdomainTable): FrontEndId | undefined {
  const host = bareHostName(hostname);
  if (!host) return undefined;
  const domain = table.domain.toLowerCase().replace(/^\.|\.$/g, '');
  return frontEndIds.find((id) => host === `${table.labels[id].toLowerCase()}.${domain}`);
}
