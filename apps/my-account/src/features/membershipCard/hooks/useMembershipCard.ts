import { useEffect, useMemo } from 'react';
import type { HeldMembership, User } from '@leisure/api-contract/browser';
import { useListMyMembershipsQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { useCurrentUser } from '@leisure/auth';
import { readCard, saveCard, type MembershipCardData } from '../cardStorage.ts';

function cardOf(user: User, memberships: HeldMembership[]): MembershipCardData {
  return {
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    reference: user.reference,
    photo: user.profilePhoto,
    homeVenue: user.membershipUser?.venue.name ?? null,
    memberships: memberships.flatMap((membership) =>
      membership.status === 'ended'
        ? []
        : [
            {
              id: membership.id,
              name: membership.name,
              homeVenue: membership.homeVenue.name,
              endDate: membership.endDate,
              status: membership.status,
            },
          ],
    ),
    savedAt: new Date().toISOString(),
  };
}

export type CardState =
  | { kind: 'loading' }
  | { kind: 'live'; card: MembershipCardData }
  | { kind: 'kept'; card: MembershipCardData }
  | { kind: 'failed' };

/**
 * The card from the user and their memberships; each fresh card is kept in this tab. When either cannot be loaded
 * (offline, API down) the kept card of this user shows instead (docs/decisions/0453).
 */
export function useMembershipCard(): CardState {
  const { user, error: userError } = useCurrentUser();
  const memberships = useListMyMembershipsQuery();
  const live = useMemo(
    () => (user && memberships.data ? cardOf(user, memberships.data) : undefined),
    [user, memberships.data],
  );
  useEffect(() => {
    if (live) saveCard(live);
  }, [live]);
  if (live) return { kind: 'live', card: live };
  if (userError || memberships.isError) {
    const kept = readCard(user?.id);
    return kept ? { kind: 'kept', card: kept } : { kind: 'failed' };
  }
  return { kind: 'loading' };
}
