import type { OccurrenceSkipReason, WeeklyOccurrence } from '@leisure/api-contract';
import type { Clock } from '../../../clock.ts';
import { ukToday } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import { addDays } from '@leisure/dates';
import { waitingListSummaries } from '../../../kernel/waitingListSummaries.ts';
import { bookingWindowDays } from '../bookingWindow/bookingWindow.ts';
import type { Person } from '../eligibility/people.ts';
import { londonClock } from '../londonTime.ts';
import { sessionsBookedBy, sessionsHeldFor } from '../timetable/attendeeSessions.ts';
import { pricingOptionsByActivity } from '../timetable/pricingOptions.ts';
import { sessionRowsByIds, type SessionRow } from '../timetable/sessionRows.ts';
import { toSessionSummary } from '../timetable/sessionView.ts';
import { sessionsWithReminder } from '../reminders/reminderStore.ts';
import { TIMETABLE_DAYS_AHEAD } from '../timetable/timetableGenerator.ts';
import { yourPriceFor } from '../timetable/yourPrice.ts';

const who = (attendee: Person, customerId: number) => (attendee.id === customerId ? 'You are' : `${attendee.name} is`);

/**
 * The session and the same activity at the same venue and UK start time on the same weekday after it, up to the
 * last day of the timetable, in date order (docs/decisions/0333-repeat-bookings.md).
 */
function weeklyRows(db: Database, first: SessionRow, lastDate: string, nowIso: string): SessionRow[] {
  const dates: string[] = [];
  for (let date = first.local_date; date <= lastDate; date = addDays(date, 7)) dates.push(date);
  const ids = db
    .prepare(
      `SELECT id FROM activity_sessions WHERE activity_id = ? AND venue_id = ?
       AND local_date IN (${dates.map(() => '?').join(',')}) ORDER BY starts_at`,
    )
    .all(first.activity_id, first.venue_id, ...dates) as { id: number }[];
  const rows = sessionRowsByIds(
    db,
    ids.map((row) => row.id),
    nowIso,
  );
  const clockTime = londonClock(new Date(first.starts_at));
  return [...rows.values()]
    .filter((row) => londonClock(new Date(row.starts_at)) === clockTime)
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}

/**
 * Each weekly occurrence as the timetable shows it to the attendee, and whether it can go in the basket now:
 * bookable (places, window open, not started or cancelled), a price open to them, and no place booked or held
 * for them already. The reasons come in that order of what the customer can least change.
 */
export function weeklyOccurrences(
  db: Database,
  clock: Clock,
  first: SessionRow,
  attendee: Person,
  customerId: number,
): WeeklyOccurrence[] {
  const now = clock.now();
  const nowIso = now.toISOString();
  const rows = weeklyRows(db, first, addDays(ukToday(clock), TIMETABLE_DAYS_AHEAD - 1), nowIso);
  const ids = rows.map((row) => row.id);
  const options = pricingOptionsByActivity(db, [first.activity_id]).get(first.activity_id) ?? [];
  const booked = sessionsBookedBy(db, attendee.id, ids);
  const held = sessionsHeldFor(db, attendee.id, ids, nowIso);
  const reminded = sessionsWithReminder(db, attendee.id, ids);
  const waiting = waitingListSummaries(db, customerId, ids);
  const windowDays = bookingWindowDays(db, attendee.id, first.venue_id, now);
  return rows.map((row) => {
    const session = toSessionSummary(row, options, now, {
      isBooked: booked.has(row.id),
      inBasket: held.has(row.id),
      reminderSet: reminded.has(row.id),
      waitingList: waiting.get(row.id)!,
      windowDays,
      yourPrice: yourPriceFor(db, attendee, row, options, nowIso),
    });
    const skip = ((): [OccurrenceSkipReason, string] | null => {
      if (session.isBooked) return ['already_booked', `${who(attendee, customerId)} already booked`];
      if (session.inBasket) return ['in_basket', 'Already in the basket'];
      if (session.availability === 'cancelled') return ['cancelled', 'Cancelled'];
      if (session.availability === 'started') return ['started', 'This session has started'];
      if (session.availability === 'full') return ['full', 'Full'];
      if (!session.bookable) return ['not_open_yet', session.notBookableReason ?? 'Not open for booking yet'];
      if (!session.yourPrice)
        return ['no_price', `No price is open to ${attendee.id === customerId ? 'you' : attendee.name}`];
      return null;
    })();
    return { session, canAdd: skip === null, reason: skip?.[0] ?? null, reasonText: skip?.[1] ?? null };
  });
}
