import type { Database } from '../../../db/database.ts';
import { bookableFor } from '../../households/index.ts';

/** Who a booking is for, with what decides what they may book. */
export interface Person {
  id: number;
  name: string;
  email: string;
  role: 'customer' | 'staff';
  dateOfBirth: string | null;
  homeVenueId: number | null;
  hasOutstandingPenalties: boolean;
}

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: 'customer' | 'staff';
  date_of_birth: string | null;
  home_venue_id: number | null;
  has_outstanding_penalties: number;
}

const toPerson = (row: PersonRow): Person => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  email: row.email,
  role: row.role,
  dateOfBirth: row.date_of_birth,
  homeVenueId: row.home_venue_id,
  hasOutstandingPenalties: row.has_outstanding_penalties === 1,
});

const personColumns = 'id, first_name, last_name, email, role, date_of_birth, home_venue_id, has_outstanding_penalties';

export function findPerson(db: Database, userId: number): Person | undefined {
  const row = db.prepare(`SELECT ${personColumns} FROM users WHERE id = ?`).get(userId) as PersonRow | undefined;
  return row ? toPerson(row) : undefined;
}

export function peopleByIds(db: Database, userIds: number[]): Map<number, Person> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = db
    .prepare(`SELECT ${personColumns} FROM users WHERE id IN (${unique.map(() => '?').join(',')})`)
    .all(...unique) as unknown as PersonRow[];
  return new Map(rows.map((row) => [row.id, toPerson(row)]));
}

/**
 * The person and the people they may book for (their household, as its grants allow: docs/decisions/0313), the
 * person first, then the household's order (payer, adults, children). Staff book for themselves here; at the desk
 * they select the customer instead.
 */
export function linkedPeople(db: Database, person: Person): Person[] {
  if (person.role !== 'customer') return [person];
  const ids = bookableFor(db, person.id);
  const people = peopleByIds(db, ids);
  return ids.map((id) => (id === person.id ? person : people.get(id))).filter((p): p is Person => !!p);
}
