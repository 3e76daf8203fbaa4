import type { FrontEndId, SubdomainTable } from '@leisure/layout/frontEnds';
import { appOverride } from './appOverride.ts';
import { resolveApp } from './resolveApp.ts';

export interface HostLocation {
  hostname: string;
  search: string;
}

/** The development override first (development builds only), then the sub-domain. */
export function chooseFrontEnd(
  location: HostLocation,
  table: SubdomainTable,
  development: boolean,
): FrontEndId | undefined {
  return appOverride(location.search, table.labels, development) ?? resolveApp(location.hostname, table);
}
