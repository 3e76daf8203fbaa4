import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../clock.ts';
import { ukToday } from '../../../clock.ts';
import type { AuthUser } from '../../../http/context.ts';
import type { Buyer } from '../pricing/purchasability.ts';
import { ageOn } from '@leisure/dates';

interface UserFacts {
  date_of_birth: string | null;
  has_dd_instruction: number;
  billing_day: number | null;
}

/**
 * The buyer behind a request: a guest, or a user with their age today, Direct Debit state and the types of the
 * memberships they hold (active or starting later). `exceptMembershipId` leaves out the membership being changed
 * or renewed, which is not a duplicate of itself.
 */
export function loadBuyer(
  db: Database,
  clock: Clock,
  user: AuthUser | undefined,
  exceptMembershipId: number | null = null,
): Buyer {
  if (!user) return { kind: 'guest' };
  const today = ukToday(clock);
  const facts = db
    .prepare('SELECT date_of_birth, has_dd_instruction, billing_day FROM users WHERE id = ?')
    .get(user.id) as UserFacts | undefined;
  const held = db
    .prepare(
      `SELECT membership_type_id FROM user_memberships
     WHERE user_id = ? AND (end_date IS NULL OR end_date >= ?) AND id IS NOT ?`,
    )
    .all(user.id, today, exceptMembershipId) as { membership_type_id: number }[];
  const dateOfBirth =
    facts?.date_of_birth && /^\d{4}-\d{2}-\d{2}$/.test(facts.date_of_birth) ? facts.date_of_birth : null;
  return {
    kind: 'user',
    userId: user.id,
    age: dateOfBirth ? ageOn(dateOfBirth, today) : null,
    hasDirectDebit: facts?.has_dd_instruction === 1,
    billingDay: facts?.billing_day ?? null,
    heldTypeIds: new Set(held.map((row) => row.membership_type_id)),
  };
}
