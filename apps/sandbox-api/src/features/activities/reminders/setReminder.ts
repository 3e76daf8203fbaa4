import type { SessionReminder } from '@leisure/api-contract';
import type { Clock } from '../../../clock.ts';
import { atomically, type Database } from '../../../db/database.ts';
import { conflict } from '../../../http/apiError.ts';
import { bookingOpensAt, bookingWindowDays } from '../bookingWindow/bookingWindow.ts';
import type { Person } from '../eligibility/people.ts';
import { toLondonIso } from '../londonTime.ts';
import { sessionsBookedBy } from '../timetable/attendeeSessions.ts';
import { sessionOrNotFound, type SessionRow } from '../timetable/sessionRows.ts';
import { findReminder, type ReminderRow } from './reminderStore.ts';

export const ALREADY_OPEN_MESSAGE = 'Booking for this session is open now: add it to your basket instead.';
export const STARTED_MESSAGE = 'This session has started.';
export const CANCELLED_MESSAGE = 'This session was cancelled.';
export const ALREADY_BOOKED_MESSAGE = 'You are already booked on this session.';

/** When booking opens for the attendee (their window: 7 days, or 10 for a member at the venue). */
export function opensAtFor(db: Database, session: SessionRow, attendeeId: number, now: Date): Date {
  return bookingOpensAt(session, bookingWindowDays(db, attendeeId, session.venue_id, now));
}

export function toSessionReminder(
  db: Database,
  row: ReminderRow,
  session: SessionRow,
  attendee: Person,
  now: Date,
): SessionReminder {
  return {
    sessionId: row.session_id,
    attendee: { id: attendee.id, name: attendee.name },
    opensAt: toLondonIso(opensAtFor(db, session, attendee.id, now)),
    sentAt: row.sent_at === null ? null : toLondonIso(new Date(row.sent_at)),
  };
}

/**
 * Asks for an email when booking opens for the attendee. Only for a session that is not open yet, not started or
 * cancelled and that the attendee is not booked on; asking again answers the reminder already set.
 */
export function setReminder(
  db: Database,
  clock: Clock,
  customer: Person,
  attendee: Person,
  setBy: number,
  sessionId: number,
): SessionReminder {
  return atomically(db, () => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const session = sessionOrNotFound(db, sessionId, nowIso);
    const existing = findReminder(db, session.id, attendee.id);
    if (existing) return toSessionReminder(db, existing, session, attendee, now);
    if (session.status === 'cancelled') throw conflict(CANCELLED_MESSAGE);
    if (new Date(session.starts_at) <= now) throw conflict(STARTED_MESSAGE);
    if (sessionsBookedBy(db, attendee.id, [session.id]).has(session.id)) {
      throw conflict(
        attendee.id === customer.id ? ALREADY_BOOKED_MESSAGE : `${attendee.name} is already booked on this session.`,
      );
    }
    if (opensAtFor(db, session, attendee.id, now) <= now) throw conflict(ALREADY_OPEN_MESSAGE);
    db.prepare(
      `INSERT INTO booking_reminders (session_id, attendee_user_id, customer_user_id, set_by_user_id, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(session.id, attendee.id, customer.id, setBy, nowIso);
    return toSessionReminder(db, findReminder(db, session.id, attendee.id)!, session, attendee, now);
  });
}

/** Cancels the attendee's reminder of the session; nothing to cancel is fine (cancelling twice is harmless). */
export function cancelReminder(db: Database, clock: Clock, attendee: Person, sessionId: number): void {
  sessionOrNotFound(db, sessionId, clock.now().toISOString());
  db.prepare('DELETE FROM booking_reminders WHERE session_id = ? AND attendee_user_id = ?').run(sessionId, attendee.id);
}
