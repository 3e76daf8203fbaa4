import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { findUserById, queueEmail } from '../auth/index.ts';
import { householdIds } from '../households/index.ts';
import { findClass, className, listClasses, type ClassRow } from './classRecords.ts';
import { firstLessonWithPlace } from './classPlaces.ts';
import { ageBandProblem } from './enrolmentRules.ts';
import { hasSiblingAt, lineFor, type EnrolmentRow } from './enrolmentRecords.ts';
import {
  fitsPreferences,
  MOVE_UP_HOLD_DAYS,
  nextToOffer,
  offerDeadline,
  preferencesFromRow,
} from './waitingListRules.ts';
import { offerDeadlineText } from './lessonLabels.ts';
import { remindExpiringCredits } from './makeUpReminders.ts';
import { remindBlocksDue } from './blockReminders.ts';

/**
 * Offers and their deadlines (docs/decisions/0591-lesson-waiting-list-priority.md). Every lessons request first
 * settles what the clock has passed: offers at or past their deadline end and their places go to the next in line;
 * places past their last day end; make-up credits about to expire are emailed about (decision 0593). All of it inside the request's one transaction (decision 0015).
 */
export function settleLessons(db: Database, clock: Clock): void {
  const nowIso = clock.now().toISOString();
  // An expired offer's place is offered on at the instant the offer ended, whichever request notices it first (a
  // request that fails rolls its settling back; the next one settles the same way). Offers made that way may have
  // ended too by now, so repeat until none is left.
  for (;;) {
    const expired = db
      .prepare(
        "SELECT id, class_id, offer_expires_at FROM lesson_enrolments WHERE status = 'offered' AND offer_expires_at <= ?",
      )
      .all(nowIso) as { id: number; class_id: number; offer_expires_at: string }[];
    if (expired.length === 0) break;
    const end = db.prepare(
      "UPDATE lesson_enrolments SET status = 'ended', ended_at = offer_expires_at, ended_reason = 'offer-expired' WHERE id = ?",
    );
    const freedAt = new Map<number, string>();
    for (const offer of expired) {
      end.run(offer.id);
      const latest = freedAt.get(offer.class_id);
      if (!latest || offer.offer_expires_at > latest) freedAt.set(offer.class_id, offer.offer_expires_at);
    }
    for (const [classId, at] of freedAt) offerFreedPlaces(db, clock, classId, new Date(at));
  }

  const today = ukToday(clock);
  remindExpiringCredits(db, clock);
  remindBlocksDue(db, clock);
  db.prepare(
    `UPDATE lesson_enrolments SET status = 'ended', ended_at = ?,
       ended_reason = CASE WHEN status = 'moving' THEN 'moved-up' WHEN notice_given_at IS NOT NULL THEN 'left'
                           ELSE 'term-ended' END
     WHERE status IN ('active', 'moving') AND ends_on IS NOT NULL AND ends_on < ?`,
  ).run(nowIso, today);
}

/** Whether a learner in line fits a class: their preferences, and their age on the first lesson. */
export function fitsClass(db: Database, entry: EnrolmentRow, row: ClassRow, firstLessonOn: string): boolean {
  if (!fitsPreferences(preferencesFromRow(entry.preferred_days, entry.preferred_times), row.weekday, row.starts_at))
    return false;
  const learner = findUserById(db, entry.learner_user_id);
  if (!learner) return false;
  const band = { name: row.level_name, minAgeMonths: row.min_age_months, maxAgeMonths: row.max_age_months };
  return ageBandProblem(learner.first_name, learner.date_of_birth, band, firstLessonOn) === null;
}

/** The line for the class's venue and level, each entry with what its priority needs. */
export function rankedLine(db: Database, venueId: number, levelId: number) {
  return lineFor(db, venueId, levelId).map((entry) => ({
    ...entry,
    id: entry.id,
    joinedAt: entry.joined_at,
    movingUp: entry.priority === 'moving-up',
    sibling: hasSiblingAt(db, householdIds(db, entry.learner_user_id), entry.learner_user_id, venueId),
  }));
}

/**
 * Offers the class's free places to the line for its venue and level, first in line first (among those the class
 * fits), until no place or nobody fitting is left. A learner moving up is offered it as a move-up.
 */
export function offerFreedPlaces(db: Database, clock: Clock, classId: number, at = clock.now()): EnrolmentRow[] {
  const row = findClass(db, classId);
  if (!row) return [];
  const made: EnrolmentRow[] = [];
  const now = clock.now();
  const today = ukToday(clock);
  for (;;) {
    const free = firstLessonWithPlace(db, row, today, now);
    if (!free) break;
    const next = nextToOffer(rankedLine(db, row.venue_id, row.level_id), (entry) =>
      fitsClass(db, entry, row, free.date),
    );
    if (!next) break;
    made.push(makeOffer(db, clock, next, row, at));
  }
  return made;
}

/** Turns a place in line into an offer of a place in `row` made `at`, held until its deadline; emails the payer. */
export function makeOffer(
  db: Database,
  clock: Clock,
  entry: EnrolmentRow,
  row: ClassRow,
  at = clock.now(),
): EnrolmentRow {
  const now = at;
  const movingUp = entry.moved_from_enrolment_id !== null;
  const deadline = movingUp ? offerDeadline(now, MOVE_UP_HOLD_DAYS * 24) : offerDeadline(now);
  db.prepare(
    `UPDATE lesson_enrolments SET status = 'offered', class_id = ?, offered_at = ?, offer_expires_at = ? WHERE id = ?`,
  ).run(row.id, now.toISOString(), deadline.toISOString(), entry.id);
  emailOffer(db, clock, entry, row, deadline, movingUp);
  return {
    ...entry,
    status: 'offered',
    class_id: row.id,
    offered_at: now.toISOString(),
    offer_expires_at: deadline.toISOString(),
  };
}

function emailOffer(db: Database, clock: Clock, entry: EnrolmentRow, row: ClassRow, deadline: Date, movingUp: boolean) {
  const payer = findUserById(db, entry.payer_user_id);
  const learner = findUserById(db, entry.learner_user_id);
  if (!payer || !learner) return;
  const what = movingUp
    ? `${learner.first_name} has passed their level and can move up to ${className(row)} at ${row.venue_name}.`
    : `A place has come up for ${learner.first_name} in ${className(row)} at ${row.venue_name}.`;
  queueEmail(db, clock, {
    userId: payer.id,
    kind: movingUp ? 'lesson_move_up_offer' : 'lesson_place_offer',
    to: payer.email,
    subject: movingUp ? `${learner.first_name} can move up` : `A swimming lesson place for ${learner.first_name}`,
    bodyText: [
      `Hello ${payer.first_name},`,
      '',
      what,
      `We are holding it until ${offerDeadlineText(deadline)}. After that it goes to the next person in line.`,
      '',
      `Accept it: /lessons/offers/${entry.id}`,
    ].join('\n'),
    link: `/lessons/offers/${entry.id}`,
  });
}

/** Classes of a level at a venue, for offering a move-up or a freed place. */
export const classesOfLevelAt = (db: Database, venueId: number, levelId: number): ClassRow[] =>
  listClasses(db, { venueId, levelId });
