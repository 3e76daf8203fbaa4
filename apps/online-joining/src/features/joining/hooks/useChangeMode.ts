import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListChangeOptionsQuery } from '@leisure/api-client/endpoints/membershipsApi';

/** A positive whole number from the query string, or null. */
export function idFromQuery(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * `?change={membershipId}` (decision 0917): the joining page changes a held monthly membership. The options come
 * from the change call, the centre is the membership's home centre (opened as /centre/{slug}), the start date
 * lies in the change's window, and the Direct Debit already in place carries on.
 */
export function useChangeMode(loggedIn: boolean, centreSlug: string | null) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const membershipId = idFromQuery(search.get('change'));
  const options = useListChangeOptionsQuery(membershipId && loggedIn ? { params: { membershipId } } : skipToken);
  const homeSlug = options.data?.membership.homeVenue.slug;

  useEffect(() => {
    if (!membershipId || !homeSlug || centreSlug === homeSlug) return;
    void navigate(`/centre/${homeSlug}?change=${membershipId}&step=membership`, { replace: true });
  }, [centreSlug, homeSlug, membershipId, navigate]);

  return {
    membershipId,
    options: options.data,
    error: options.error,
    /** What the dates section and costs need: the membership changed and its window. */
    window: membershipId && options.data ? { membershipId, startsAt: options.data.startsAt } : null,
  };
}
