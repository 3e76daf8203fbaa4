import { addDays, londonLocalToUtc, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import { lessonDates, termOf, type ClosureDates } from './termCalendarRules.ts';
import type { ClassRow } from './classRecords.ts';

/** How far ahead the sandbox looks for a class's lessons: a little over two terms. */
export const LESSON_HORIZON_DAYS = 240;

export interface TermRow {
  id: number;
  name: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
}

export const allTerms = (db: Database): TermRow[] =>
  db
    .prepare('SELECT id, name, starts_on AS startsOn, ends_on AS endsOn FROM lesson_terms ORDER BY starts_on')
    .all() as unknown as TermRow[];

/** The half-terms every venue keeps, and the venue's own closures. */
export const closuresAt = (db: Database, venueId: number): ClosureDates[] =>
  db
    .prepare(
      `SELECT starts_on AS startsOn, ends_on AS endsOn, reason FROM lesson_closures
       WHERE venue_id IS NULL OR venue_id = ? ORDER BY starts_on`,
    )
    .all(venueId) as unknown as ClosureDates[];

/** A class's lesson dates from `from` to `to`, both included (docs/decisions/0590: term time, closures skipped). */
export function classLessons(db: Database, row: ClassRow, from: IsoDate, to: IsoDate): IsoDate[] {
  return lessonDates(row.weekday, allTerms(db), closuresAt(db, row.venue_id), from, to);
}

/** The instant a lesson starts. */
export const lessonStart = (row: Pick<ClassRow, 'starts_at'>, date: IsoDate): Date =>
  londonLocalToUtc(date, row.starts_at);

/** The class's lessons that have not started at `now`, within the horizon. */
export function upcomingLessons(db: Database, row: ClassRow, today: IsoDate, now: Date): IsoDate[] {
  return classLessons(db, row, today, addDays(today, LESSON_HORIZON_DAYS)).filter(
    (date) => lessonStart(row, date).getTime() > now.getTime(),
  );
}

export const termAt = (db: Database, date: IsoDate): TermRow | undefined => termOf(allTerms(db), date);
