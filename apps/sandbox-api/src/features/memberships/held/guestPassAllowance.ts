import type { Database } from '../../../db/database.ts';
import type { IsoDate } from '@leisure/dates';
import { heldMembershipsOf } from './heldMembershipRepository.ts';
import { membershipStatus } from './membershipLifecycle.ts';
import { monthlyUsesOf } from '../repository/benefitRepository.ts';
import { findMembershipType } from '../repository/membershipTypeRepository.ts';

/** The guest passes a member's memberships give them today (docs/decisions/0405). */
export interface GuestPassEntitlement {
  /** The membership that gives the passes, by the name it is sold under, or null when none does. */
  membershipName: string | null;
  monthlyLimit: number;
  /** A membership that included passes has ended (so the page and the refusal can say so). */
  endedMembershipName: string | null;
}

/**
 * What the catalogue says the member's memberships active today include: the most guest passes a month any of them
 * gives. Ended and not-yet-started memberships give none.
 */
export function guestPassEntitlementOf(db: Database, userId: number, today: IsoDate): GuestPassEntitlement {
  let best: { name: string; uses: number } | null = null;
  let ended: string | null = null;
  for (const membership of heldMembershipsOf(db, userId)) {
    const uses = monthlyUsesOf(db, membership.membershipTypeId, 'guest-pass');
    if (uses === 0) continue;
    const name = findMembershipType(db, membership.membershipTypeId)!.name;
    const status = membershipStatus(membership, today);
    if (status === 'ended') ended ??= name;
    else if (status === 'active' && (!best || uses > best.uses)) best = { name, uses };
  }
  return { membershipName: best?.name ?? null, monthlyLimit: best?.uses ?? 0, endedMembershipName: ended };
}
