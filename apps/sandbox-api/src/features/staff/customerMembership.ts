import type { StaffCustomerMembership } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';

interface MembershipRow {
  name: string;
  start_date: string;
  end_date: string | null;
}

/** A held membership's status on `today`, as the account pages read it (docs/decisions/0209). */
function statusOn(row: MembershipRow, today: string): StaffCustomerMembership['status'] {
  if (row.end_date !== null && row.end_date < today) return 'ended';
  if (row.start_date > today) return 'pending';
  return 'active';
}

const rank = { active: 0, pending: 1, ended: 2 } as const;

/**
 * The membership the desk checks a customer by (docs/decisions/0025): the current one, else the next to start (the
 * soonest), else the one that ended last; null when the customer never held one.
 */
export function deskMembershipOf(db: Database, customerId: number, today: string): StaffCustomerMembership | null {
  const rows = db
    .prepare(
      `SELECT t.name, m.start_date, m.end_date FROM user_memberships m
       JOIN membership_types t ON t.id = m.membership_type_id WHERE m.user_id = ?`,
    )
    .all(customerId) as unknown as MembershipRow[];
  const held = rows.map((row) => ({ row, status: statusOn(row, today) }));
  held.sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      (a.status === 'ended'
        ? (b.row.end_date ?? '').localeCompare(a.row.end_date ?? '')
        : a.row.start_date.localeCompare(b.row.start_date)),
  );
  const first = held[0];
  return first
    ? { name: first.row.name, status: first.status, startDate: first.row.start_date, endDate: first.row.end_date }
    : null;
}
