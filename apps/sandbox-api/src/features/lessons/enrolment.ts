import type { EnrolInLessonBody, LessonPaymentBody } from '@leisure/api-contract';
import type { IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { ApiError, conflict, notFound } from '../../http/apiError.ts';
import { findUserById } from '../auth/index.ts';
import { findVenueById } from '../site/index.ts';
import { mayActFor } from '../households/index.ts';
import { className, findClass, type ClassRow } from './classRecords.ts';
import { firstLessonWithPlace } from './classPlaces.ts';
import { termAt, upcomingLessons } from './lessonCalendar.ts';
import { enrolmentProblem } from './enrolmentRules.ts';
import { findEnrolment, livePlaceInProgramme, type EnrolmentRow } from './enrolmentRecords.ts';
import { mandateFor, startCollecting } from './lessonPayment.ts';
import { workingOn } from './progress.ts';
import { lineMessages, nextToOffer, offerOpen } from './waitingListRules.ts';
import { fitsClass, rankedLine } from './offers.ts';
import { admissionProblem } from './enrolmentQueue.ts';

/** Only the learner themself or a household member who may book for them (decision 0313); nothing else is said. */
export const learnerMessages = {
  notYours: 'You can only enrol yourself or someone in your household.',
} as const;

export function learnerFor(db: Database, actorId: number, learnerId: number) {
  const learner = findUserById(db, learnerId);
  if (!learner || learner.role !== 'customer' || !mayActFor(db, actorId, learnerId))
    throw new ApiError(403, learnerMessages.notYours, { learnerId: [learnerMessages.notYours] });
  return learner;
}

/** A term course's place ends with the term its first lesson is in; a continuous one carries on. */
const endOfPlace = (db: Database, row: ClassRow, startsOn: IsoDate): IsoDate | null =>
  row.delivery === 'term' ? (termAt(db, startsOn)?.endsOn ?? null) : null;

const needsBillingAddress = (db: Database, venueId: number) =>
  (findVenueById(db, venueId) as { dd_provider_needs_billing_address?: number } | undefined)
    ?.dd_provider_needs_billing_address === 1;

/**
 * Whether the learner may take a place in the class now (docs/decisions/0590): the enrolment rules, the line's
 * priority (0591) and, on enrolment day, the queue (0597). Answers the first lesson the place starts from; throws the
 * refusal with its field message otherwise. Enrolling by Direct Debit and a block by card both ask it.
 */
export function firstLessonForNewPlace(
  db: Database,
  clock: Clock,
  actorId: number,
  learner: NonNullable<ReturnType<typeof findUserById>>,
  row: ClassRow,
): IsoDate {
  const today = ukToday(clock);
  const free = firstLessonWithPlace(db, row, today, clock.now());
  const live = livePlaceInProgramme(db, learner.id, row.programme_id);
  const liveClass = live?.class_id ? findClass(db, live.class_id) : undefined;
  const problem = enrolmentProblem({
    learnerFirstName: learner.first_name,
    learnerDateOfBirth: learner.date_of_birth,
    firstLessonOn: free?.date ?? upcomingLessons(db, row, today, clock.now())[0] ?? null,
    level: {
      name: row.level_name,
      position: row.level_position,
      minAgeMonths: row.min_age_months,
      maxAgeMonths: row.max_age_months,
    },
    workingOn: workingOn(db, learner.id, row.programme_id),
    placeInProgramme: live
      ? { className: liveClass ? className(liveClass) : row.programme_name, sameClass: live.class_id === row.id }
      : null,
    // A place someone in line fits is theirs to be offered first (docs/decisions/0591).
    hasFreePlace: free !== null && !lineHasPriority(db, row, free.date, learner.id),
  });
  if (problem) throw new ApiError(problem.status, problem.message, { [problem.field]: [problem.message] });
  const startsOn = free!.date;
  // On enrolment day the term's places go through its queue, in turn (docs/decisions/0597-enrolment-queue.md).
  const term = termAt(db, startsOn);
  const notYet = term ? admissionProblem(db, clock, actorId, term.id, row.venue_id) : null;
  if (notYet) throw new ApiError(409, notYet, { classId: [notYet] });
  return startsOn;
}

export const classOrRefuse = (db: Database, classId: number, field = 'classId'): ClassRow => {
  const row = findClass(db, classId);
  if (!row) throw new ApiError(422, 'Choose a class from the list.', { [field]: ['Choose a class from the list.'] });
  return row;
};

/** Enrols a household member in a class with a place (docs/decisions/0590), collected by Direct Debit (0592). */
export function enrol(db: Database, clock: Clock, actorId: number, body: EnrolInLessonBody): number {
  const learner = learnerFor(db, actorId, body.learnerId);
  const row = classOrRefuse(db, body.classId);
  const startsOn = firstLessonForNewPlace(db, clock, actorId, learner, row);
  const mandate = mandateFor(db, clock, actorId, body, needsBillingAddress(db, row.venue_id));
  const endsOn = endOfPlace(db, row, startsOn);
  const id = insertPlace(db, clock, { learnerId: learner.id, payerId: actorId, row, startsOn, endsOn });
  startCollecting(db, clock, id, { monthlyPrice: row.monthly_price, billingDay: mandate.billingDay, startsOn, endsOn });
  return id;
}

/** Writes an active place in the class (its payment is recorded by the caller, in the same transaction). */
export function insertPlace(
  db: Database,
  clock: Clock,
  place: { learnerId: number; payerId: number; row: ClassRow; startsOn: IsoDate; endsOn: IsoDate | null },
): number {
  const { learnerId, payerId, row, startsOn, endsOn } = place;
  return Number(
    db
      .prepare(
        `INSERT INTO lesson_enrolments (learner_user_id, payer_user_id, venue_id, level_id, class_id, status, joined_at,
           starts_on, ends_on) VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
      )
      .run(learnerId, payerId, row.venue_id, row.level_id, row.id, clock.now().toISOString(), startsOn, endsOn)
      .lastInsertRowid,
  );
}

/** Whether someone else in the class's line fits it from `firstLessonOn`: the place is theirs to be offered. */
function lineHasPriority(db: Database, row: ClassRow, firstLessonOn: IsoDate, learnerId: number): boolean {
  const next = nextToOffer(
    rankedLine(db, row.venue_id, row.level_id),
    (entry) => entry.learner_user_id !== learnerId && fitsClass(db, entry, row, firstLessonOn),
  );
  return next !== undefined;
}

/** An offer to someone the caller may act for; anything else is 404 (nothing is said about other households). */
export function offerFor(db: Database, actorId: number, id: number): EnrolmentRow {
  const offer = findEnrolment(db, id);
  if (!offer || !mayActFor(db, actorId, offer.learner_user_id)) throw notFound('That offer is not in your household.');
  return offer;
}

const assertOpen = (offer: EnrolmentRow, now: Date) => {
  if (offer.status !== 'offered' || !offer.offer_expires_at || !offerOpen(offer.offer_expires_at, now))
    throw conflict(lineMessages.offerGone);
};

/** Takes an offered place from the waiting list before its deadline, paying by Direct Debit. */
export function acceptOffer(db: Database, clock: Clock, actorId: number, id: number, body: LessonPaymentBody): number {
  const offer = offerFor(db, actorId, id);
  assertOpen(offer, clock.now());
  if (offer.moved_from_enrolment_id !== null) throw conflict('This is a move-up offer: accept it as a move-up.');
  const row = findClass(db, offer.class_id!)!;
  const today = ukToday(clock);
  // The offer holds its place: the first lesson from which it is free counts every holder but this offer.
  const free = firstLessonWithPlace(db, row, today, clock.now(), offer.id);
  if (!free) throw conflict('The class has no lessons left to start in. Choose another class.');
  const mandate = mandateFor(db, clock, actorId, body, needsBillingAddress(db, row.venue_id));
  const endsOn = endOfPlace(db, row, free.date);
  db.prepare(
    `UPDATE lesson_enrolments SET status = 'active', payer_user_id = ?, starts_on = ?, ends_on = ? WHERE id = ?`,
  ).run(actorId, free.date, endsOn, offer.id);
  startCollecting(db, clock, offer.id, {
    monthlyPrice: row.monthly_price,
    billingDay: mandate.billingDay,
    startsOn: free.date,
    endsOn,
  });
  return offer.id;
}

/** Turns an offer down: a waiting-list offer leaves the line, a move-up leaves the learner in their class. */
export function declineOffer(db: Database, clock: Clock, actorId: number, id: number): EnrolmentRow {
  const offer = offerFor(db, actorId, id);
  assertOpen(offer, clock.now());
  db.prepare("UPDATE lesson_enrolments SET status = 'ended', ended_at = ?, ended_reason = 'declined' WHERE id = ?").run(
    clock.now().toISOString(),
    offer.id,
  );
  return offer;
}
