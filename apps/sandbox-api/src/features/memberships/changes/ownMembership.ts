import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { notFound } from '../../../http/apiError.ts';
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
