import { BOOKING_WINDOW_DAYS, MEMBER_BOOKING_WINDOW_DAYS } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { toUkDate } from '../../../clock.ts';
import { conflict } from '../../../http/apiError.ts';
import { shortDateLabel } from '../../../kernel/dateLabels.ts';
import { isMemberAt } from '../eligibility/memberAccess.ts';
import { londonClock, londonDate, londonLocalToUtc } from '../londonTime.ts';
import { addDays } from '@leisure/dates';
import type { SessionRow } from '../timetable/sessionRows.ts';

/**
 * How many days before its start a session at the venue opens for booking for this person: 7, or 10 for someone
 * who is a member at the venue today (docs/decisions/0330-booking-windows.md). Visitors (null) get 7.
 */
export function bookingWindowDays(db: Database, personId: number | null, venueId: number, now: Date): number {
  if (personId === null) return BOOKING_WINDOW_DAYS;
  return isMemberAt(db, personId, venueId, toUkDate(now)) ? MEMBER_BOOKING_WINDOW_DAYS : BOOKING_WINDOW_DAYS;
}

/**
 * The instant booking opens: `days` calendar days before the session, at its own UK start time (no midnight rush;
 * a 07:00 session opens at 07:00 even across a clock change).
 */
export function bookingOpensAt(session: Pick<SessionRow, 'local_date' | 'starts_at'>, days: number): Date {
  return londonLocalToUtc(addDays(session.local_date, -days), londonClock(new Date(session.starts_at)));
}

/**
 * The latest start (UTC ISO, as activity_sessions.starts_at) a session may have and be open for booking at `now`
 * with a window of `days`: the same UK clock time, `days` days on.
 */
export function latestOpenStart(now: Date, days: number): string {
  return londonLocalToUtc(addDays(londonDate(now), days), londonClock(now)).toISOString();
}

/** e.g. "Booking opens Tue 25 Nov at 07:00" (UK time). */
export function bookingOpensLabel(opensAt: Date): string {
  return `Booking opens ${shortDateLabel(londonDate(opensAt))} at ${londonClock(opensAt)}`;
}

/** When booking opens for the attendee if that is still to come at `now`; null once their window is open. */
export function bookingNotYetOpen(
  db: Database,
  session: Pick<SessionRow, 'local_date' | 'starts_at' | 'venue_id'>,
  attendee: { id: number },
  now: Date,
): Date | null {
  const opensAt = bookingOpensAt(session, bookingWindowDays(db, attendee.id, session.venue_id, now));
  return opensAt > now ? opensAt : null;
}

/**
 * Refuses (409) a place on a session whose booking window has not opened yet for the attendee. The basket calls it
 * when a session is added and when a line's attendee changes (the window is the attendee's), so the rule the
 * timetable shows is the rule the basket applies; checkout checks each line again (decision 0330).
 */
export function assertBookingOpen(
  db: Database,
  session: Pick<SessionRow, 'local_date' | 'starts_at' | 'venue_id' | 'name'>,
  attendee: { id: number },
  now: Date,
): void {
  const opensAt = bookingNotYetOpen(db, session, attendee, now);
  if (opensAt) throw conflict(`${bookingOpensLabel(opensAt)}: you can add ${session.name} to your basket then.`);
}
