import { useListMyMembershipsQuery } from '@leisure/api-client/endpoints/myMembershipsApi';

/** A positive whole number from the route, or null. */
export function membershipIdFrom(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** One of the customer's memberships from the list the Memberships page shows (missing: not theirs, or no such one). */
export function useHeldMembership(membershipId: number | null) {
  const list = useListMyMembershipsQuery();
  const membership = list.data?.find((held) => held.id === membershipId);
  return { membership, isLoading: list.isLoading, error: list.error, missing: Boolean(list.data) && !membership };
}
