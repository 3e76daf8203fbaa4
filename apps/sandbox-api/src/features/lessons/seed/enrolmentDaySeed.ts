import { addDays, londonLocalToUtc } from '@leisure/dates';
import type { Database } from '../../../db/database.ts';
import { weekdayOnOrBefore } from '../termCalendarRules.ts';
import { DEFAULT_ADMISSIONS_PER_MINUTE } from '../enrolmentDaySetting.ts';

/**
 * Each seeded term opens for enrolment at every venue with classes at 09:00 London on the Saturday four weeks
 * before it starts, letting 100 people in a minute (docs/decisions/0597-enrolment-queue.md). Fixed on the calendar,
 * so a run started on most days finds no queue running; testers choose the instant (SANDBOX_NOW, decision 0006).
 */
export function seedEnrolmentDays(db: Database): void {
  const terms = db.prepare('SELECT id, starts_on FROM lesson_terms').all() as { id: number; starts_on: string }[];
  const venues = db.prepare('SELECT DISTINCT venue_id AS id FROM lesson_classes ORDER BY venue_id').all() as {
    id: number;
  }[];
  const insert = db.prepare(
    'INSERT INTO lesson_enrolment_days (term_id, venue_id, opens_at, admissions_per_minute) VALUES (?, ?, ?, ?)',
  );
  for (const term of terms) {
    const opensAt = londonLocalToUtc(weekdayOnOrBefore(addDays(term.starts_on, -28), 6), '09:00').toISOString();
    for (const venue of venues) insert.run(term.id, venue.id, opensAt, DEFAULT_ADMISSIONS_PER_MINUTE);
  }
}
