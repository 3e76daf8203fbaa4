import { addDays } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { conflict, notFound } from '../../http/apiError.ts';
import { mayActFor } from '../households/index.ts';
import { findClass } from './classRecords.ts';
import { classLessons } from './lessonCalendar.ts';
import { findEnrolment } from './enrolmentRecords.ts';
import { billingDayOf } from './lessonPayment.ts';
import { leavingPlan } from './leavingRules.ts';
import { offerFreedPlaces } from './offers.ts';
import { paidByBlocks } from './blockPlans.ts';

export const leavingMessages = {
  notYours: 'That place is not in your household.',
  alreadyGiven: 'Notice has already been given for this place.',
  ended: 'This place has already ended.',
  offered: 'This is an offer: decline it instead.',
  moving: 'This place ends when the move up starts. To stop lessons, leave the new class.',
} as const;

/**
 * Leaves a waiting list at once, or gives a month's notice on a place (docs/decisions/0592): the place ends on the
 * notice's last day, the last lesson and collection are those up to it, and the freed place goes to the line from
 * the lesson after. A pending move-up ends with it.
 */
export function leave(db: Database, clock: Clock, actorId: number, id: number): number {
  const place = findEnrolment(db, id);
  if (!place || !mayActFor(db, actorId, place.learner_user_id)) throw notFound(leavingMessages.notYours);
  const nowIso = clock.now().toISOString();
  const end = db.prepare("UPDATE lesson_enrolments SET status = 'ended', ended_at = ?, ended_reason = ? WHERE id = ?");
  if (place.status === 'waiting') {
    end.run(nowIso, 'left', place.id);
    return place.id;
  }
  if (place.status === 'ended') throw conflict(leavingMessages.ended);
  if (place.status === 'offered') throw conflict(leavingMessages.offered);
  if (place.status === 'moving') throw conflict(leavingMessages.moving);
  if (place.notice_given_at) throw conflict(leavingMessages.alreadyGiven);
  const row = findClass(db, place.class_id!)!;
  const today = ukToday(clock);
  // A place paid by blocks by card keeps the lessons paid for and ends after them; nothing more is due and nothing is
  // refunded (docs/decisions/0599).
  if (paidByBlocks(db, place.id)) {
    db.prepare('UPDATE lesson_enrolments SET notice_given_at = ? WHERE id = ?').run(nowIso, place.id);
    endPendingMoveUp(db, nowIso, place.id);
    return place.id;
  }
  const startsOn = place.starts_on ?? today;
  const plan = leavingPlan({
    today,
    startsOn,
    lessonsFromToday: classLessons(db, row, today, addDays(today, 62)),
    lessonsBeforeToday: startsOn < today ? classLessons(db, row, startsOn, addDays(today, -1)) : [],
    termEndsOn: row.delivery === 'term' ? place.ends_on : null,
    schedule: {
      monthlyPrice: place.monthly_price ?? row.monthly_price,
      billingDay: billingDayOf(db, place.payer_user_id) ?? Number((place.first_collection_on ?? today).slice(8, 10)),
      startsOn: place.paid_from ?? startsOn,
    },
    firstCollectionOn: place.first_collection_on ?? today,
  });
  db.prepare('UPDATE lesson_enrolments SET notice_given_at = ?, ends_on = ? WHERE id = ?').run(
    nowIso,
    plan.endsOn,
    place.id,
  );
  if (plan.endsOn < today) end.run(nowIso, 'left', place.id);
  // A place left before its first lesson is collected nothing: its Direct Debit for lessons stops (decision 0592).
  if (plan.lastCollection === null)
    db.prepare('UPDATE lesson_enrolments SET payment_method = NULL WHERE id = ?').run(place.id);
  endPendingMoveUp(db, nowIso, place.id);
  offerFreedPlaces(db, clock, row.id);
  return place.id;
}

/** A move-up waiting or offered for the place ends with it. */
const endPendingMoveUp = (db: Database, nowIso: string, placeId: number) =>
  db
    .prepare(
      `UPDATE lesson_enrolments SET status = 'ended', ended_at = ?, ended_reason = 'declined'
       WHERE moved_from_enrolment_id = ? AND status IN ('waiting', 'offered')`,
    )
    .run(nowIso, placeId);
