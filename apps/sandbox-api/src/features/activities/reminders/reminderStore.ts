import type { Database } from '../../../db/database.ts';

/** A row of booking_reminders (db/migrations/032_booking_reminders.sql). */
export interface ReminderRow {
  id: number;
  session_id: number;
  attendee_user_id: number;
  customer_user_id: number;
  set_by_user_id: number;
  created_at: string;
  sent_at: string | null;
}

export function findReminder(db: Database, sessionId: number, attendeeId: number): ReminderRow | undefined {
  return db
    .prepare('SELECT * FROM booking_reminders WHERE session_id = ? AND attendee_user_id = ?')
    .get(sessionId, attendeeId) as ReminderRow | undefined;
}

/** Of these sessions, the ones the person has asked to be reminded of. */
export function sessionsWithReminder(db: Database, attendeeId: number, sessionIds: number[]): Set<number> {
  if (sessionIds.length === 0) return new Set();
  const rows = db
    .prepare(
      `SELECT session_id FROM booking_reminders WHERE attendee_user_id = ?
       AND session_id IN (${sessionIds.map(() => '?').join(',')})`,
    )
    .all(attendeeId, ...sessionIds) as { session_id: number }[];
  return new Set(rows.map((row) => row.session_id));
}
