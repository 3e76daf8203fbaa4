import { atomically, type Database } from '../../../db/database.ts';
import { ukToday, type Clock } from '../../../clock.ts';
import { londonLocalToUtc } from '../londonTime.ts';
import { seededFraction, seededPick } from '../seed/seededFraction.ts';
import { cancellationReasons } from '../seed/catalogue/programmes.ts';
import { addDays, isoWeekday } from '@leisure/dates';

/** Sessions can be booked from today up to this many days (today included). */
export const TIMETABLE_DAYS_AHEAD = 14;

interface ScheduleRow {
  id: number;
  activity_id: number;
  venue_id: number;
  start_time: string;
  capacity: number;
  location: string;
  instructor: string | null;
  duration_minutes: number;
}

/**
 * Creates the dated sessions of every weekly schedule between two dates (inclusive); existing ones are kept.
 * Places taken through other channels (reception, phone) are simulated per session so that the timetable
 * has full, nearly full and quiet sessions, and the venue cancels the odd one.
 */
export function generateSessions(db: Database, fromDate: string, throughDate: string): number {
  const schedulesFor = db.prepare(
    `SELECT s.id, s.activity_id, a.venue_id, s.start_time, s.capacity, s.location, s.instructor, a.duration_minutes
     FROM activity_schedules s JOIN activities a ON a.id = s.activity_id WHERE s.weekday = ? ORDER BY s.id`,
  );
  const insert = db.prepare(
    `INSERT OR IGNORE INTO activity_sessions (activity_id, venue_id, schedule_id, local_date, starts_at, ends_at, capacity,
       offline_bookings, location, instructor, status, cancellation_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let created = 0;
  for (let date = fromDate; date <= throughDate; date = addDays(date, 1)) {
    for (const schedule of schedulesFor.all(isoWeekday(date)) as unknown as ScheduleRow[]) {
      const startsAt = londonLocalToUtc(date, schedule.start_time);
      const endsAt = new Date(startsAt.getTime() + schedule.duration_minutes * 60_000);
      const key = `${schedule.id}:${date}`;
      const cancelled = seededFraction(`cancel:${key}`) < 0.025;
      const result = insert.run(
        schedule.activity_id,
        schedule.venue_id,
        schedule.id,
        date,
        startsAt.toISOString(),
        endsAt.toISOString(),
        schedule.capacity,
        simulatedOfflineBookings(key, schedule.capacity),
        schedule.location,
        schedule.instructor,
        cancelled ? 'cancelled' : 'scheduled',
        cancelled ? seededPick(`reason:${key}`, cancellationReasons) : null,
      );
      created += Number(result.changes);
    }
  }
  return created;
}

/** About 1 in 12 sessions full, 1 in 10 with one or two places left, the rest up to three-quarters full. */
function simulatedOfflineBookings(key: string, capacity: number): number {
  const demand = seededFraction(`demand:${key}`);
  if (demand < 0.08) return capacity;
  if (demand < 0.18) return Math.max(0, capacity - 1 - Math.floor(seededFraction(`left:${key}`) * 2));
  return Math.floor(capacity * 0.75 * seededFraction(`fill:${key}`));
}

export function markGeneratedThrough(db: Database, date: string): void {
  db.prepare(
    `INSERT INTO activity_timetable_state (id, generated_through) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET generated_through = excluded.generated_through`,
  ).run(date);
}

/**
 * Keeps the booking window full as days pass on a long-running sandbox: generates the days that have come
 * into the window since the last time. A cheap single read when nothing is due.
 */
export function ensureTimetable(db: Database, clock: Clock): void {
  const today = ukToday(clock);
  const through = addDays(today, TIMETABLE_DAYS_AHEAD - 1);
  const state = db.prepare('SELECT generated_through FROM activity_timetable_state WHERE id = 1').get() as
    { generated_through: string } | undefined;
  if (state && state.generated_through >= through) return;
  atomically(db, () => {
    const from = state
      ? addDays(state.generated_through > today ? state.generated_through : addDays(today, -1), 1)
      : today;
    generateSessions(db, from, through);
    markGeneratedThrough(db, through);
  });
}
