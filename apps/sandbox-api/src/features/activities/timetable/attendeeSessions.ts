import type { Database } from '../../../db/database.ts';

/** Of these sessions, the ones the person has a live booking on. */
export function sessionsBookedBy(db: Database, attendeeId: number, sessionIds: number[]): Set<number> {
  if (sessionIds.length === 0) return new Set();
  const rows = db
    .prepare(
      `SELECT session_id FROM bookings WHERE attendee_user_id = ? AND status = 'booked'
       AND session_id IN (${sessionIds.map(() => '?').join(',')})`,
    )
    .all(attendeeId, ...sessionIds) as { session_id: number }[];
  return new Set(rows.map((row) => row.session_id));
}

/** Whether the person holds a place on the session in any basket (their own, a parent's or front of house). */
export function isHeldInABasket(db: Database, attendeeId: number, sessionId: number, nowIso: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM cart_items WHERE session_id = ? AND purchased_for_user_id = ? AND held_until > ? LIMIT 1')
      .get(sessionId, attendeeId, nowIso) !== undefined
  );
}

/** Of these sessions, the ones on which a place is held for the person in any basket. */
export function sessionsHeldFor(db: Database, attendeeId: number, sessionIds: number[], nowIso: string): Set<number> {
  if (sessionIds.length === 0) return new Set();
  const rows = db
    .prepare(
      `SELECT DISTINCT session_id FROM cart_items WHERE purchased_for_user_id = ? AND held_until > ?
       AND session_id IN (${sessionIds.map(() => '?').join(',')})`,
    )
    .all(attendeeId, nowIso, ...sessionIds) as { session_id: number }[];
  return new Set(rows.map((row) => row.session_id));
}
