import type { AuditEntry } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import { toUkDate } from '../../clock.ts';

export interface AuditFilter {
  customerId?: number;
  staffId?: number;
  /** London dates, inclusive. */
  from?: string;
  to?: string;
}

interface AuditRow {
  id: number;
  at: string;
  action: string;
  description: string;
  order_id: number | null;
  search_text: string | null;
  staff_id: number;
  staff_reference: string;
  staff_first_name: string;
  staff_last_name: string;
  customer_id: number | null;
  customer_reference: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  staff: {
    id: row.staff_id,
    reference: row.staff_reference,
    firstName: row.staff_first_name,
    lastName: row.staff_last_name,
  },
  customer:
    row.customer_id === null
      ? null
      : {
          id: row.customer_id,
          reference: row.customer_reference ?? '',
          firstName: row.customer_first_name ?? '',
          lastName: row.customer_last_name ?? '',
        },
  action: row.action,
  description: row.description,
  orderId: row.order_id,
  searchText: row.search_text,
});

/**
 * The audit trail, newest first, filtered by customer, member of staff and London day (docs/decisions/0601). Days
 * are compared in London time, so the filter runs over the rows of the customer or staff chosen: the trail of a
 * sandbox is small.
 */
export function auditEntries(
  db: Database,
  filter: AuditFilter,
  page: number,
  perPage: number,
): { entries: AuditEntry[]; total: number } {
  const rows = db
    .prepare(
      `SELECT a.id, a.at, a.action, a.description, a.order_id, a.search_text,
         s.id AS staff_id, s.reference AS staff_reference, s.first_name AS staff_first_name,
         s.last_name AS staff_last_name, c.id AS customer_id, c.reference AS customer_reference,
         c.first_name AS customer_first_name, c.last_name AS customer_last_name
       FROM staff_audit a JOIN users s ON s.id = a.staff_user_id LEFT JOIN users c ON c.id = a.customer_user_id
       WHERE (:customerId IS NULL OR a.customer_user_id = :customerId) AND (:staffId IS NULL OR a.staff_user_id = :staffId)
       ORDER BY a.at DESC, a.id DESC`,
    )
    .all({ customerId: filter.customerId ?? null, staffId: filter.staffId ?? null }) as unknown as AuditRow[];
  const inRange = rows.filter((row) => {
    const day = toUkDate(new Date(row.at));
    return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
  });
  const start = (page - 1) * perPage;
  return { entries: inRange.slice(start, start + perPage).map(toEntry), total: inRange.length };
}
