import type { HouseholdMember, MyHousehold, StaffCustomerHousehold } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { householdLinkOf, householdPeople } from './householdLinks.ts';

interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  can_log_in: number;
}

/** The members of the person's household as answers show them (empty when they are in none). */
function membersOf(db: Database, userId: number): Pick<StaffCustomerHousehold, 'role' | 'members'> {
  const link = householdLinkOf(db, userId);
  if (!link) return { role: null, members: [] };
  const find = db.prepare('SELECT id, first_name, last_name, date_of_birth, can_log_in FROM users WHERE id = ?');
  const members = householdPeople(db, link.householdId).map((person): HouseholdMember => {
    const row = find.get(person.userId) as unknown as MemberRow;
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      dateOfBirth: row.date_of_birth,
      role: person.role,
      canLogIn: row.can_log_in === 1,
      isSelf: row.id === userId,
    };
  });
  return { role: link.role, members };
}

/** The caller's household; pending invitations for the payer only (the codes themselves are never shown). */
export function myHousehold(db: Database, userId: number, nowIso: string): MyHousehold {
  const { role, members } = membersOf(db, userId);
  const link = householdLinkOf(db, userId);
  const invitations =
    link && role === 'payer'
      ? (
          db
            .prepare(
              `SELECT id, email, created_at, expires_at FROM household_invitations
               WHERE household_id = ? AND status = 'pending' AND expires_at > ? ORDER BY created_at, id`,
            )
            .all(link.householdId, nowIso) as { id: number; email: string; created_at: string; expires_at: string }[]
        ).map((row) => ({ id: row.id, email: row.email, invitedAt: row.created_at, expiresAt: row.expires_at }))
      : [];
  return { role, members, invitations };
}

/** The selected customer's household for front-of-house staff. */
export const staffCustomerHousehold = (db: Database, customerId: number): StaffCustomerHousehold => ({
  customerId,
  ...membersOf(db, customerId),
});
