/** The three front ends, each on its own sub-domain of the site's parent domain (docs/product/platform.md §1). */
export const frontEndIds = ['bookings', 'myAccount', 'onlineJoining'] as const;
export type FrontEndId = (typeof frontEndIds)[number];

/**
 * Where the front ends live: `{label}.{domain}`, e.g. bookings.leisure.localhost. The labels and the parent
 * domain come from configuration (config.subdomains and config.cookies.domain: the token cookie is shared by
 * exactly these hosts).
 */
export interface SubdomainTable {
  domain: string;
  labels: Readonly<Record<FrontEndId, string>>;
}

/** A SubdomainTable plus the scheme and port the current page was served on (both shared by the three). */
export interface SiteAddress extends SubdomainTable {
  protocol: string;
  /** '' for the scheme's default port. */
  port: string;
}

export function isFrontEndId(value: unknown): value is FrontEndId {
  return typeof value === 'string' && (frontEndIds as readonly string[]).includes(value);
}
