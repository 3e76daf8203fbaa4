import { sessionFlagsQuery, type SessionFlags } from '@leisure/app-store';

/**
 * An app path with the kiosk, embedded and centre flags that are on (docs/product/modes.md D16), so the address alone keeps the
 * mode when it is reloaded or shared. In-app links otherwise drop them (useHrefTo adds them only across sub-domains).
 */
export function withSiteFlags(path: string, flags: SessionFlags): string {
  const query = sessionFlagsQuery(flags).toString();
  return query === '' ? path : `${path}?${query}`;
}
