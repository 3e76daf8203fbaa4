import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { notFound } from '../../../http/apiError.ts';
import { findHeldMembership, type HeldMembershipRecord } from '../held/heldMembershipRepository.ts';

/** The user's own membership; another customer's is not found (ids are not confirmed). */
export function ownMembership(db: Database, user: AuthUser, membershipId: number): HeldMembershipRecord {
  const membership = findHeldMembership(db, user.id, membershipId);
  if (!membership) throw notFound('No such membership.');
  return membership;
}
