import { MEMBER_BOOKING_WINDOW_DAYS } from '@leisure/api-contract';
import type { Clock } from '../../../clock.ts';
import { atomically, type Database } from '../../../db/database.ts';
import { queueEmail } from '../../auth/index.ts';
import { latestOpenStart } from '../bookingWindow/bookingWindow.ts';
import { findPerson } from '../eligibility/people.ts';
import { londonClock } from '../londonTime.ts';
import { sessionsBookedBy } from '../timetable/attendeeSessions.ts';
import { sessionRowsByIds, type SessionRow } from '../timetable/sessionRows.ts';
import { sessionLine } from '../timetable/sessionView.ts';
import { shortDateLabel } from '../../../kernel/dateLabels.ts';
import type { ReminderRow } from './reminderStore.ts';
import { opensAtFor } from './setReminder.ts';

export const REMINDER_EMAIL_KIND = 'booking-opens-reminder';

/** The venue's page on that date, where the session can be added to the basket. */
export const venuePageLink = (session: SessionRow): string =>
  `/location/${session.venue_slug}?date=${session.local_date}`;

function sendReminder(db: Database, clock: Clock, reminder: ReminderRow, session: SessionRow): void {
  const customer = findPerson(db, reminder.customer_user_id);
  const attendee = findPerson(db, reminder.attendee_user_id);
  if (!customer || !attendee) return;
  const forWhom = attendee.id === customer.id ? '' : ` for ${attendee.name}`;
  queueEmail(db, clock, {
    userId: customer.id,
    kind: REMINDER_EMAIL_KIND,
    to: customer.email,
    subject: `Booking is open: ${session.name}, ${shortDateLabel(session.local_date)} at ${londonClock(new Date(session.starts_at))}`,
    bodyText:
      `Booking is now open${forWhom} for ${session.name}, ${sessionLine(session)}, as you asked us to tell you. ` +
      "Places go quickly: add it to your basket on the venue's page.",
    link: venuePageLink(session),
  });
}

/**
 * Sends the reminders whose booking window has opened. The sandbox has no scheduler, so the timetable, session
 * and basket calls run this first: late by at most the time to the next call, and each reminder is claimed (sent_at
 * set where it was null) in the transaction that queues its email, so it goes once. Reminders of sessions that
 * started or were cancelled stay unsent; someone already booked gets no email.
 */
export function sendDueReminders(db: Database, clock: Clock): void {
  const now = clock.now();
  const nowIso = now.toISOString();
  // Sessions no window has opened for yet start after this (the longest window is a member's).
  const latestStart = latestOpenStart(now, MEMBER_BOOKING_WINDOW_DAYS);
  const pending = db
    .prepare(
      `SELECT r.* FROM booking_reminders r JOIN activity_sessions s ON s.id = r.session_id
       WHERE r.sent_at IS NULL AND s.status = 'scheduled' AND s.starts_at > ? AND s.starts_at <= ?
       ORDER BY r.id`,
    )
    .all(nowIso, latestStart) as unknown as ReminderRow[];
  if (pending.length === 0) return;
  const sessions = sessionRowsByIds(
    db,
    pending.map((reminder) => reminder.session_id),
    nowIso,
  );
  for (const reminder of pending) {
    const session = sessions.get(reminder.session_id);
    if (!session) continue;
    if (opensAtFor(db, session, reminder.attendee_user_id, now) > now) continue;
    atomically(db, () => {
      const claimed = db
        .prepare('UPDATE booking_reminders SET sent_at = ? WHERE id = ? AND sent_at IS NULL')
        .run(nowIso, reminder.id);
      if (Number(claimed.changes) !== 1) return;
      if (sessionsBookedBy(db, reminder.attendee_user_id, [session.id]).has(session.id)) return;
      sendReminder(db, clock, reminder, session);
    });
  }
}
