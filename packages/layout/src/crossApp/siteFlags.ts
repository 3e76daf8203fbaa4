/**
 * The URL flags of staff-assisted and embedded use (decisions.md #16): `kiosk=true`, `embedded=true` and
 * `centre={slug}`. They arrive on the first URL and are carried on every link to another sub-domain.
 */
export interface SiteFlags {
  kiosk: boolean;
  embedded: boolean;
  /** The venue slug the kiosk or embedding page belongs to. */
  centre: string | undefined;
}

export const noSiteFlags: SiteFlags = { kiosk: false, embedded: false, centre: undefined };

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A venue slug as the API defines it; anything else (upper case, spaces, markup) is not a centre. */
export function isVenueSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 100 && slugPattern.test(value);
}

/** Only the literal "true" switches a mode on: `?kiosk=1` or `?kiosk` must not put a home PC into kiosk mode. */
export function readSiteFlags(search: string | URLSearchParams): SiteFlags {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const centre = params.get('centre');
  return {
    kiosk: params.get('kiosk') === 'true',
    embedded: params.get('embedded') === 'true',
    centre: isVenueSlug(centre) ? centre : undefined,
  };
}

/** The flags as query parameters, in a fixed order; modes that are off are left out. */
export function siteFlagParams(flags: SiteFlags): [string, string][] {
  const params: [string, string][] = [];
  if (flags.kiosk) params.push(['kiosk', 'true']);
  if (flags.embedded) params.push(['embedded', 'true']);
  if (flags.centre && isVenueSlug(flags.centre)) params.push(['centre', flags.centre]);
  return params;
}
