import { frontEndIds, type FrontEndId, type SubdomainTable } from '@leisure/layout/frontEnds';

/**
 * `?app=bookings` (a sub-domain label or an app id) picks a front end on any host: handy on 127.0.0.1 in
 * development. Production builds never pass `development: true`, so there the host name alone decides.
 */
export function appOverride(
  search: string,
  labels: SubdomainTable['labels'],
  development: boolean,
): FrontEndId | undefined {
  if (!development) return undefined;
  const wanted = new URLSearchParams(search).get('app')?.trim().toLowerCase();
  if (!wanted) return undefined;
  return frontEndIds.find((id) => wanted === labels[id].toLowerCase() || wanted === id.toLowerCase());
}
