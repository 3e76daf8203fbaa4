import type { WaitingListSummary } from '@leisure/api-contract';
import type { Database } from '../db/database.ts';

/**
 * The `waitingList` of sessions on a timetable or session page (docs/decisions/0311-waiting-list.md): how many wait
 * and, for a logged-in person, the place in line of their own or their linked accounts' first live entry. It only
 * reads features/waitingList's table; it lives here so that the activities feature, which the waiting list builds
 * on, can show it without an import cycle.
 */
export function waitingListSummaries(
  db: Database,
  userId: number | undefined,
  sessionIds: number[],
): Map<number, WaitingListSummary> {
  const ids = [...new Set(sessionIds)];
  const result = new Map<number, WaitingListSummary>(
    ids.map((id) => [id, { peopleWaiting: 0, yourPosition: null, yourStatus: null }]),
  );
  if (ids.length === 0) return result;
  const inList = ids.map(() => '?').join(',');
  const counts = db
    .prepare(
      `SELECT session_id, COUNT(*) AS n FROM waiting_list_entries
       WHERE status = 'waiting' AND session_id IN (${inList}) GROUP BY session_id`,
    )
    .all(...ids) as { session_id: number; n: number }[];
  for (const row of counts) result.get(row.session_id)!.peopleWaiting = row.n;
  if (userId === undefined) return result;

  const mine = db
    .prepare(
      `SELECT w.session_id, w.status,
         EXISTS (SELECT 1 FROM bookings b WHERE b.session_id = w.session_id AND b.attendee_user_id = w.attendee_user_id
           AND b.status = 'booked') AS booked,
         (SELECT COUNT(*) FROM waiting_list_entries ahead WHERE ahead.session_id = w.session_id
            AND ahead.status = 'waiting' AND (ahead.joined_at < w.joined_at OR (ahead.joined_at = w.joined_at AND ahead.id < w.id))
         ) + 1 AS position
       FROM waiting_list_entries w
       WHERE w.session_id IN (${inList}) AND w.status IN ('waiting', 'offered')
         AND (w.joined_by_user_id = ? OR w.attendee_user_id IN
           (SELECT id FROM users WHERE email = (SELECT email FROM users WHERE id = ?) COLLATE NOCASE))
       ORDER BY w.joined_at, w.id`,
    )
    .all(...ids, userId, userId) as {
    session_id: number;
    status: 'waiting' | 'offered';
    booked: number;
    position: number;
  }[];
  for (const entry of mine) {
    const summary = result.get(entry.session_id)!;
    if (summary.yourStatus !== null) continue;
    // An offered place checked out is booked, though the entry is only marked so when its session is next looked at.
    summary.yourStatus = entry.status === 'offered' && entry.booked === 1 ? 'placed' : entry.status;
    summary.yourPosition = entry.status === 'waiting' ? entry.position : null;
  }
  return result;
}
