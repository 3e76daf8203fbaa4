import { skipToken } from '@reduxjs/toolkit/query';
import { useListJoiningVenuesQuery } from '@leisure/api-client/endpoints/siteApi';

export interface CentreName {
  /** Null when no centre is given, the slug names no centre that sells online, or the list cannot be had. */
  name: string | null;
  isLoading: boolean;
}

/** The name of the joining centre with this slug, from GET venues/online-joining (shared with the joining page). */
export function useCentreName(centreSlug: string | null): CentreName {
  const { data: centres, isLoading } = useListJoiningVenuesQuery(centreSlug ? undefined : skipToken);
  return { name: centres?.find((centre) => centre.slug === centreSlug)?.name ?? null, isLoading };
}
