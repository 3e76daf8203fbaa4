import type { PackageUse } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { sessionRowsByIds } from '../timetable/sessionRows.ts';
import { toSessionRef } from '../timetable/sessionView.ts';

interface UseRow {
  booking_id: number | null;
  session_id: number;
  booking_status: 'booked' | 'cancelled' | null;
}

function statusOf(row: UseRow, startsAt: string, nowIso: string): PackageUse['status'] {
  if (row.booking_id === null) return 'in-basket';
  if (row.booking_status === 'cancelled') return 'cancelled';
  return new Date(startsAt).getTime() > new Date(nowIso).getTime() ? 'upcoming' : 'past';
}

/**
 * Everything that drew on a package (docs/decisions/0470): its bookings, live or cancelled, and the basket holds
 * that count against it now (as usesTaken counts them), latest session first.
 */
export function packageUsesOf(db: Database, entitlementId: number, nowIso: string): PackageUse[] {
  const rows = db
    .prepare(
      `SELECT b.id AS booking_id, b.session_id, b.status AS booking_status FROM bookings b WHERE b.entitlement_id = ?
       UNION ALL
       SELECT NULL, ci.session_id, NULL FROM cart_items ci
       WHERE ci.entitlement_id = ? AND ci.held_until > ? AND ci.session_id IS NOT NULL`,
    )
    .all(entitlementId, entitlementId, nowIso) as unknown as UseRow[];
  const sessions = sessionRowsByIds(
    db,
    rows.map((row) => row.session_id),
    nowIso,
  );
  const withSession = rows.flatMap((row) => {
    const session = sessions.get(row.session_id);
    return session ? [{ row, session }] : [];
  });
  withSession.sort(
    (a, b) =>
      b.session.starts_at.localeCompare(a.session.starts_at) || (b.row.booking_id ?? 0) - (a.row.booking_id ?? 0),
  );
  return withSession.map(({ row, session }) => ({
    bookingId: row.booking_id,
    session: toSessionRef(session),
    status: statusOf(row, session.starts_at, nowIso),
  }));
}
