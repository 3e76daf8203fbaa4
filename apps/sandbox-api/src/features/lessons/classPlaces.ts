import type { IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { ClassRow } from './classRecords.ts';
import { upcomingLessons } from './lessonCalendar.ts';

/**
 * The places of a class (docs/decisions/0590-lesson-model.md). A place is held from an offer until its deadline, and
 * by an active or moving learner up to their last day, and
 * by a basket's block by card while it is held (0599). Counting is forward-looking: a place is free from a lesson
 * when fewer than the capacity hold it on that date or later and no make-up booked from then on would be squeezed
 * out. The router's one transaction per request (decision 0015) makes count-then-write safe under concurrency.
 */

/**
 * Places held in a basket for a block by card (docs/decisions/0599), live until `held_until`: each covers its
 * learner's lessons from `lesson_from` to `lesson_to`. Learners are counted once, so a top-up held for the lessons
 * after a place's end does not count its learner twice.
 */
const basketHolds = `SELECT purchased_for_user_id AS learner, lesson_from AS starts_on, lesson_to AS ends_on
  FROM cart_items WHERE type = 'lessonBlock' AND lesson_class_id = :classId AND held_until > :now`;

/** People holding a place in the class on `date` or after (but `exceptId`, an offer being taken up). */
export function holdersFrom(db: Database, classId: number, date: IsoDate, nowIso: string, exceptId = 0): number {
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT learner) AS n FROM (
         SELECT learner_user_id AS learner FROM lesson_enrolments WHERE class_id = :classId AND id <> :exceptId AND (
           (status IN ('active', 'moving') AND (ends_on IS NULL OR ends_on >= :date))
           OR (status = 'offered' AND offer_expires_at > :now))
         UNION ALL SELECT learner FROM (${basketHolds}) WHERE ends_on >= :date)`,
    )
    .get({ classId, exceptId, date, now: nowIso }) as { n: number };
  return row.n;
}

/** People holding a place on that one lesson date: enrolled learners whose place covers it, and live offers. */
export function holdersOn(db: Database, classId: number, date: IsoDate, nowIso: string): number {
  const row = db
    .prepare(
      `SELECT COUNT(DISTINCT learner) AS n FROM (
         SELECT learner_user_id AS learner FROM lesson_enrolments WHERE class_id = :classId AND (
           (status IN ('active', 'moving') AND (starts_on IS NULL OR starts_on <= :date)
             AND (ends_on IS NULL OR ends_on >= :date))
           OR (status = 'offered' AND offer_expires_at > :now))
         UNION ALL SELECT learner FROM (${basketHolds}) WHERE starts_on <= :date AND ends_on >= :date)`,
    )
    .get({ classId, date, now: nowIso }) as { n: number };
  return row.n;
}

/** Make-up lessons booked into the class on `date`. */
export const makeUpsOn = (db: Database, classId: number, date: IsoDate): number =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM lesson_makeup_credits WHERE used_class_id = ? AND used_lesson_date = ?')
      .get(classId, date) as { n: number }
  ).n;

/** The most make-ups booked into any one lesson of the class on or after `date`. */
const mostMakeUpsFrom = (db: Database, classId: number, date: IsoDate): number =>
  (
    db
      .prepare(
        `SELECT COALESCE(MAX(n), 0) AS n FROM (SELECT COUNT(*) AS n FROM lesson_makeup_credits
         WHERE used_class_id = ? AND used_lesson_date >= ? GROUP BY used_lesson_date)`,
      )
      .get(classId, date) as { n: number }
  ).n;

/** Places a new learner could take for good from the lesson on `date`. */
export const spacesFrom = (db: Database, row: ClassRow, date: IsoDate, nowIso: string, exceptId = 0): number =>
  Math.max(0, row.capacity - holdersFrom(db, row.id, date, nowIso, exceptId) - mostMakeUpsFrom(db, row.id, date));

/** Places on one lesson for a make-up. */
export const spacesOn = (db: Database, row: ClassRow, date: IsoDate, nowIso: string): number =>
  Math.max(0, row.capacity - holdersOn(db, row.id, date, nowIso) - makeUpsOn(db, row.id, date));

/**
 * The first lesson still to start from which a new learner has a place, and the spaces then; null when full.
 * `exceptId`: an offer being taken up, whose own held place counts as free for it.
 */
export function firstLessonWithPlace(
  db: Database,
  row: ClassRow,
  today: IsoDate,
  now: Date,
  exceptId = 0,
): { date: IsoDate; spaces: number } | null {
  const nowIso = now.toISOString();
  for (const date of upcomingLessons(db, row, today, now).slice(0, 16)) {
    const spaces = spacesFrom(db, row, date, nowIso, exceptId);
    if (spaces > 0) return { date, spaces };
  }
  return null;
}

/** The lessons still to start from which a new learner would have a place (the first 16 looked at). */
export function lessonsWithPlace(db: Database, row: ClassRow, today: IsoDate, now: Date, exceptId = 0): IsoDate[] {
  const nowIso = now.toISOString();
  return upcomingLessons(db, row, today, now)
    .slice(0, 16)
    .filter((date) => spacesFrom(db, row, date, nowIso, exceptId) > 0);
}
