import { isSlug } from '@leisure/api-contract/browser';

/** docs/product/modes.md D16: the modes a URL can switch on, carried on every link to another sub-domain. */
export interface SessionFlags {
  kiosk: boolean;
  embedded: boolean;
  /** The centre (venue slug) a kiosk or an embedding site is for; null when none is given. */
  centre: string | null;
}

export const defaultSessionFlags: SessionFlags = { kiosk: false, embedded: false, centre: null };

function flagValue(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/**
 * The flags a query string sets, and only those: `kiosk=true`, `embedded=true`, `centre=<slug>` (a malformed slug
 * is ignored, so nothing from a URL reaches an API path unchecked). `kiosk=false` / `embedded=false` switch off.
 */
export function sessionFlagsFromQuery(search: string): Partial<SessionFlags> {
  const params = new URLSearchParams(search);
  const flags: Partial<SessionFlags> = {};
  const kiosk = flagValue(params.get('kiosk'));
  const embedded = flagValue(params.get('embedded'));
  const centre = params.get('centre');
  if (kiosk !== undefined) flags.kiosk = kiosk;
  if (embedded !== undefined) flags.embedded = embedded;
  if (isSlug(centre)) flags.centre = centre;
  return flags;
}

/** The query for a link to another sub-domain: the flags that are on, in docs/product/modes.md D16's spelling. */
export function sessionFlagsQuery(flags: SessionFlags): URLSearchParams {
  const params = new URLSearchParams();
  if (flags.embedded) params.set('embedded', 'true');
  if (flags.kiosk) params.set('kiosk', 'true');
  if (flags.centre) params.set('centre', flags.centre);
  return params;
}
