import { sessionFlagsQuery, type SessionFlags } from '@leisure/app-store';

/**
 * The URL flags of staff-assisted and embedded use (docs/product/modes.md D16): `kiosk=true`, `embedded=true` and
 * `centre={slug}`, as the store's session slice holds them. They are carried on every link to another sub-domain.
 */
export type SiteFlags = SessionFlags;

export const noSiteFlags: SiteFlags = { kiosk: false, embedded: false, centre: null };

const venueSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The flags as query parameters, in docs/product/modes.md D16's spelling; modes that are off are left out. A centre that is
 * not a venue slug is dropped here too: links are built from state that may have come from anywhere.
 */
export function siteFlagParams(flags: SiteFlags): [string, string][] {
  return [...sessionFlagsQuery(flags).entries()].filter(([name, value]) => name !== 'centre' || venueSlug.test(value));
}
