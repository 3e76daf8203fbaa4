import { addDays, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { conflict } from '../../http/apiError.ts';
import { findClass, listClasses, type ClassRow } from './classRecords.ts';
import { lessonsWithPlace } from './classPlaces.ts';
import { classLessons, termAt } from './lessonCalendar.ts';
import { findEnrolment, type EnrolmentRow } from './enrolmentRecords.ts';
import { moveDates, type MoveDates } from './moveUpRules.ts';
import { offerFreedPlaces } from './offers.ts';
import { nextLevel } from './progress.ts';
import { paidByBlocks } from './blockPlans.ts';
import { carriedBlockEnd } from './cardBlockRules.ts';
import { lineMessages, offerOpen } from './waitingListRules.ts';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The next level's classes at the venue, nearest to the old class first: its day, then the closest time. */
const nearestFirst = (classes: ClassRow[], old: ClassRow): ClassRow[] =>
  [...classes].sort(
    (a, b) =>
      Number(a.weekday !== old.weekday) - Number(b.weekday !== old.weekday) ||
      Math.abs(minutes(a.starts_at) - minutes(old.starts_at)) -
        Math.abs(minutes(b.starts_at) - minutes(old.starts_at)) ||
      a.id - b.id,
  );

/**
 * A learner in `active` has passed its level (docs/decisions/0590): they go in line for the next level at the venue
 * with priority (0591), and the nearest class with a place is offered to them as a move-up, held 7 days. Answers the
 * offer, or the place in line when no class has a place yet; null at the programme's last level.
 */
export function offerMoveUp(db: Database, clock: Clock, active: EnrolmentRow): EnrolmentRow | null {
  const level = nextLevel(db, active.level_id);
  const old = active.class_id ? findClass(db, active.class_id) : undefined;
  if (!level || !old) return null;
  const pending = db
    .prepare("SELECT id FROM lesson_enrolments WHERE moved_from_enrolment_id = ? AND status IN ('waiting', 'offered')")
    .get(active.id) as { id: number } | undefined;
  if (pending) return findEnrolment(db, pending.id)!;
  const id = Number(
    db
      .prepare(
        `INSERT INTO lesson_enrolments (learner_user_id, payer_user_id, venue_id, level_id, status, priority, joined_at,
           moved_from_enrolment_id) VALUES (?, ?, ?, ?, 'waiting', 'moving-up', ?, ?)`,
      )
      .run(
        active.learner_user_id,
        active.payer_user_id,
        active.venue_id,
        level.id,
        clock.now().toISOString(),
        active.id,
      ).lastInsertRowid,
  );
  for (const candidate of nearestFirst(listClasses(db, { venueId: active.venue_id, levelId: level.id }), old)) {
    offerFreedPlaces(db, clock, candidate.id);
    if (findEnrolment(db, id)!.status === 'offered') break;
  }
  return findEnrolment(db, id)!;
}

/**
 * Accepts a move-up before its deadline: the old place becomes 'moving' up to its last lesson before the first new
 * one, the new place is active from then, and the Direct Debit carries on unchanged (docs/decisions/0592).
 */
export function acceptMoveUp(db: Database, clock: Clock, offer: EnrolmentRow): number {
  if (offer.status !== 'offered' || !offer.offer_expires_at || !offerOpen(offer.offer_expires_at, clock.now()))
    throw conflict(lineMessages.offerGone);
  if (offer.moved_from_enrolment_id === null) throw conflict('This is a waiting-list offer: accept it as an offer.');
  const old = findEnrolment(db, offer.moved_from_enrolment_id)!;
  if (old.status !== 'active') throw conflict('The class this move-up was for has ended. Ask us for a new class.');
  const newClass = findClass(db, offer.class_id!)!;
  const oldClass = findClass(db, old.class_id!)!;
  const today = ukToday(clock);
  const dates = moveUpDates(db, clock, offer, old, newClass, oldClass);
  if (!dates) throw conflict('The new class has no lessons left to start in. Choose another class.');
  const oldEnds = dates.lastOldLessonOn ?? addDays(today, -1);
  db.prepare("UPDATE lesson_enrolments SET status = 'moving', ends_on = ?, payment_method = NULL WHERE id = ?").run(
    old.ends_on !== null && old.ends_on < oldEnds ? old.ends_on : oldEnds,
    old.id,
  );
  const termEndsOn = newClass.delivery === 'term' ? (termAt(db, dates.firstNewLessonOn)?.endsOn ?? null) : null;
  const byBlocks = paidByBlocks(db, old.id);
  const endsOn = byBlocks ? carriedEnd(db, old, oldClass, newClass, dates, termEndsOn) : termEndsOn;
  // The blocks paid carry to the new place (docs/decisions/0599).
  if (byBlocks) db.prepare('UPDATE lesson_blocks SET enrolment_id = ? WHERE enrolment_id = ?').run(offer.id, old.id);
  db.prepare(
    `UPDATE lesson_enrolments SET status = 'active', starts_on = ?, ends_on = ?, payer_user_id = ?, payment_method = ?,
       monthly_price = ?, paid_from = ?, first_collection_on = ?, first_collection_amount = ? WHERE id = ?`,
  ).run(
    dates.firstNewLessonOn,
    endsOn,
    old.payer_user_id,
    old.payment_method,
    old.monthly_price,
    old.paid_from,
    old.first_collection_on,
    old.first_collection_amount,
    offer.id,
  );
  // The old class's place is free after the last old lesson: the old level's line may be offered it.
  offerFreedPlaces(db, clock, oldClass.id);
  return offer.id;
}

/**
 * A place paid by blocks moves up with its unused lessons (docs/decisions/0599): those paid in the old class after
 * its last lesson there are the new class's first ones. 409 when none are left to carry: top up first.
 */
function carriedEnd(
  db: Database,
  old: EnrolmentRow,
  oldClass: ClassRow,
  newClass: ClassRow,
  dates: MoveDates,
  termEndsOn: IsoDate | null,
): IsoDate {
  const paidTo = (old.ends_on ?? dates.firstNewLessonOn) as IsoDate;
  const afterLastOld = addDays(dates.lastOldLessonOn ?? addDays(dates.firstNewLessonOn, -1), 1);
  const unusedLessons = afterLastOld <= paidTo ? classLessons(db, oldClass, afterLastOld, paidTo).length : 0;
  const newLessonsAhead = classLessons(db, newClass, dates.firstNewLessonOn, addDays(dates.firstNewLessonOn, 240));
  const end = carriedBlockEnd({ unusedLessons, newLessonsAhead, termEndsOn });
  if (!end) throw conflict('No paid lessons are left to carry to the new class. Top up the lessons first.');
  return end;
}

/** The first new lesson with a place after today, and the old class's last lesson before it. */
export function moveUpDates(
  db: Database,
  clock: Clock,
  offer: EnrolmentRow,
  old: EnrolmentRow,
  newClass: ClassRow,
  oldClass: ClassRow,
): MoveDates | null {
  const today = ukToday(clock);
  const free = lessonsWithPlace(db, newClass, today, clock.now(), offer.id);
  const first = free.find((date) => date > today);
  if (!first) return null;
  return moveDates(today, free, classLessons(db, oldClass, old.starts_on ?? today, addDays(first, -1)));
}
