import type { Database } from '../../../db/database.ts';
import type { SessionRow } from '../timetable/sessionRows.ts';
import { addDays, isoWeekday } from '@leisure/dates';

/** A membership benefit or a package a customer holds, which covers activity sessions. */
export interface EntitlementRow {
  id: number;
  user_id: number;
  kind: 'benefit' | 'package';
  name: string;
  description: string;
  category_id: number | null;
  venue_id: number | null;
  uses_allowed: number | null;
  period: 'week' | 'month' | 'total';
  valid_from: string;
  valid_until: string;
}

/** The dates a use counts against: the session's week (Mon–Sun) or month, or the whole validity. */
function countingWindow(entitlement: EntitlementRow, sessionDate: string): [string, string] {
  if (entitlement.period === 'week') {
    const monday = addDays(sessionDate, 1 - isoWeekday(sessionDate));
    return [monday, addDays(monday, 6)];
  }
  if (entitlement.period === 'month') {
    const first = `${sessionDate.slice(0, 7)}-01`;
    const nextMonth = new Date(`${first}T00:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    return [first, addDays(nextMonth.toISOString().slice(0, 10), -1)];
  }
  return [entitlement.valid_from, entitlement.valid_until];
}

/**
 * Uses taken in the window: live bookings and places held in baskets that draw on it. A cancelled booking or an
 * expired hold gives its use back. `exceptCartItemId` leaves out the basket line being (re)considered.
 */
export function usesTaken(
  db: Database,
  entitlement: EntitlementRow,
  sessionDate: string,
  nowIso: string,
  exceptCartItemId = 0,
): number {
  const [from, to] = countingWindow(entitlement, sessionDate);
  const row = db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM bookings b JOIN activity_sessions s ON s.id = b.session_id
          WHERE b.entitlement_id = ? AND b.status = 'booked' AND s.local_date BETWEEN ? AND ?) +
         (SELECT COUNT(*) FROM cart_items ci JOIN activity_sessions s ON s.id = ci.session_id
          WHERE ci.entitlement_id = ? AND ci.held_until > ? AND ci.id <> ? AND s.local_date BETWEEN ? AND ?) AS taken`,
    )
    .get(entitlement.id, from, to, entitlement.id, nowIso, exceptCartItemId, from, to) as { taken: number };
  return row.taken;
}

/** Uses left for a session on that date; null when unlimited. */
export function usesLeft(
  db: Database,
  entitlement: EntitlementRow,
  sessionDate: string,
  nowIso: string,
  exceptCartItemId = 0,
): number | null {
  if (entitlement.uses_allowed === null) return null;
  return Math.max(0, entitlement.uses_allowed - usesTaken(db, entitlement, sessionDate, nowIso, exceptCartItemId));
}

export function findEntitlement(db: Database, entitlementId: number): EntitlementRow | undefined {
  return db.prepare('SELECT * FROM activity_entitlements WHERE id = ?').get(entitlementId) as
    EntitlementRow | undefined;
}

/**
 * The entitlement that would cover this attendee's place: one valid on the session's date for its category and
 * venue, with a use left. Membership benefits come before packages (they renew; a package is paid for), and of
 * several packages the one expiring first is used.
 */
export function coveringEntitlement(
  db: Database,
  attendeeId: number,
  session: SessionRow,
  nowIso: string,
  exceptCartItemId = 0,
): EntitlementRow | undefined {
  const candidates = db
    .prepare(
      `SELECT * FROM activity_entitlements
       WHERE user_id = ? AND (category_id IS NULL OR category_id = ?) AND (venue_id IS NULL OR venue_id = ?)
         AND valid_from <= ? AND valid_until >= ?
       ORDER BY CASE kind WHEN 'benefit' THEN 0 ELSE 1 END, valid_until, id`,
    )
    .all(
      attendeeId,
      session.category_id,
      session.venue_id,
      session.local_date,
      session.local_date,
    ) as unknown as EntitlementRow[];
  return candidates.find((candidate) => {
    const left = usesLeft(db, candidate, session.local_date, nowIso, exceptCartItemId);
    return left === null || left > 0;
  });
}
