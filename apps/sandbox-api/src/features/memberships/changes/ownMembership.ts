import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { conflict, notFound } from '../../../http/apiError.ts';
import { findHeldMembership, type HeldMembershipRecord } from '../held/heldMembershipRepository.ts';
import type { IsoDate } from '@leisure/dates';
import { membershipFacts } from './membershipFacts.ts';

/** The user's own membership; another customer's is not found (ids are not confirmed). */
export function ownMembership(db: Database, user: AuthUser, membershipId: number): HeldMembershipRecord {
  const membership = findHeldMembership(db, user.id, membershipId);
  if (!membership) throw notFound('No such membership.');
  return membership;
}

/** The user's own membership (404 otherwise) and what the freeze and cancellation rules know of it today. */
export function ownMembershipFacts(db: Database, user: AuthUser, membershipId: number, today: IsoDate) {
  const membership = ownMembership(db, user, membershipId);
  return { membership, facts: membershipFacts(db, membership, today) };
}

/**
 * The user's own membership (404 otherwise) and what a change's rule makes of its facts today: the plan, or the reason
 * the change cannot be made (a string), answered as 409.
 */
export function ownMembershipChange<Plan extends object>(
  db: Database,
  user: AuthUser,
  membershipId: number,
  today: IsoDate,
  rule: (facts: ReturnType<typeof membershipFacts>) => Plan | string,
): { membership: HeldMembershipRecord; plan: Plan } {
  const { membership, facts } = ownMembershipFacts(db, user, membershipId, today);
  const plan = rule(facts);
  if (typeof plan === 'string') throw conflict(plan);
  return { membership, plan };
}
