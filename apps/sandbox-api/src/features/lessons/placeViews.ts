import type { LessonLearner, LessonPlace, MakeUpCredit, MyLessons } from '@leisure/api-contract';
import { ageOn, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { toMoney } from '../../kernel/money.ts';
import { findUserById } from '../auth/index.ts';
import { bookableFor } from '../households/index.ts';
import { findVenueById } from '../site/index.ts';
import { className, findClass } from './classRecords.ts';
import { firstLessonWithPlace } from './classPlaces.ts';
import { classView } from './classViews.ts';
import { classLessons, upcomingLessons } from './lessonCalendar.ts';
import { enrolmentsOf, findEnrolment, type EnrolmentRow } from './enrolmentRecords.ts';
import { dateText, offerDeadlineText, ordinal } from './lessonLabels.ts';
import { billingDayOf } from './lessonPayment.ts';
import { collections } from './lessonPaymentRules.ts';
import { creditState } from './makeUpRules.ts';
import { cardBlockPayment } from './cardBlocks.ts';
import { paidByBlocks } from './blockPlans.ts';
import { moveUpDates } from './moveUp.ts';
import { rankedLine } from './offers.ts';
import { findLevel, levelProgress } from './progress.ts';
import { positions, preferencesFromRow } from './waitingListRules.ts';

const endedText: Record<string, string> = {
  left: 'Left the class',
  'moved-up': 'Moved up',
  declined: 'Offer turned down',
  'offer-expired': 'Offer ended at its deadline',
  'term-ended': 'The term has ended',
};

function paymentView(db: Database, clock: Clock, place: EnrolmentRow, today: IsoDate): LessonPlace['payment'] {
  // Blocks paid by card (docs/decisions/0599) when there is no Direct Debit for the place.
  if (place.payment_method !== 'direct_debit') return cardBlockPayment(db, clock, place);
  if (!place.first_collection_on || place.monthly_price === null) return null;
  const schedule = {
    monthlyPrice: place.monthly_price,
    billingDay: billingDayOf(db, place.payer_user_id) ?? Number(place.first_collection_on.slice(8, 10)),
    startsOn: place.paid_from ?? place.starts_on ?? place.first_collection_on,
    endsOn: place.ends_on,
  };
  const all = collections(schedule, place.first_collection_on, place.first_collection_on, 1);
  const upcoming = collections(schedule, place.first_collection_on, today);
  const last = place.ends_on ? collections(schedule, place.first_collection_on).at(-1) : undefined;
  const money = (collection: { date: IsoDate; amount: number }) => ({
    date: collection.date,
    amount: toMoney(collection.amount),
  });
  return {
    method: 'directDebit',
    monthlyPrice: toMoney(place.monthly_price),
    firstCollection: money(all[0]!),
    upcomingCollections: upcoming.map(money),
    lastCollection: last ? money(last) : null,
  };
}

/** A place in any state, as the account shows it (docs/decisions/0590–0592). */
export function placeView(db: Database, clock: Clock, place: EnrolmentRow): LessonPlace {
  const today = ukToday(clock);
  const now = clock.now();
  const learner = findUserById(db, place.learner_user_id)!;
  const venue = findVenueById(db, place.venue_id)!;
  const level = findLevel(db, place.level_id)!;
  const row = place.class_id ? findClass(db, place.class_id) : undefined;

  let waiting: LessonPlace['waiting'] = null;
  if (place.status === 'waiting') {
    const line = rankedLine(db, place.venue_id, place.level_id);
    const me = line.find((entry) => entry.id === place.id)!;
    const preferences = preferencesFromRow(place.preferred_days, place.preferred_times);
    waiting = {
      position: positions(line).get(place.id)!,
      joinedAt: place.joined_at,
      preferredDays: [...preferences.days],
      preferredTimes: [...preferences.times],
      priority: me.movingUp ? 'moving-up' : me.sibling ? 'sibling' : null,
    };
  }

  let offer: LessonPlace['offer'] = null;
  if (place.status === 'offered' && row && place.offer_expires_at) {
    const free = firstLessonWithPlace(db, row, today, now, place.id);
    const old = place.moved_from_enrolment_id ? findEnrolment(db, place.moved_from_enrolment_id) : undefined;
    const oldRow = old?.class_id ? findClass(db, old.class_id) : undefined;
    const dates = old && oldRow ? moveUpDates(db, clock, place, old, row, oldRow) : null;
    offer = {
      kind: place.moved_from_enrolment_id ? 'move-up' : 'place',
      expiresAt: place.offer_expires_at,
      firstLessonOn: old ? (dates?.firstNewLessonOn ?? null) : (free?.date ?? null),
      lastOldLessonOn: dates?.lastOldLessonOn ?? null,
    };
  }

  const taught = row && place.starts_on && (place.status === 'active' || place.status === 'moving');
  const nextLessonOn = taught
    ? (upcomingLessons(db, row, today, now).find(
        (date) => date >= place.starts_on! && (place.ends_on === null || date <= place.ends_on),
      ) ?? null)
    : null;
  const lastLessonOn =
    row && place.starts_on && place.ends_on
      ? (classLessons(db, row, place.starts_on, place.ends_on).at(-1) ?? null)
      : null;

  const name = row ? className(row) : level.name;
  const statusText = (() => {
    switch (place.status) {
      case 'waiting':
        return `${ordinal(waiting!.position)} in line for ${level.name} at ${venue.name}`;
      case 'offered':
        return offer?.kind === 'move-up'
          ? `Ready to move up to ${name}: accept by ${offerDeadlineText(new Date(place.offer_expires_at!))}`
          : `A place in ${name} is held for you until ${offerDeadlineText(new Date(place.offer_expires_at!))}`;
      case 'moving':
        return lastLessonOn ? `Moving up: last lesson here on ${dateText(lastLessonOn)}` : 'Moving up';
      case 'active':
        if (place.starts_on && place.starts_on > today) return `Starts on ${dateText(place.starts_on)}`;
        if (place.notice_given_at && lastLessonOn) return `Leaving: last lesson on ${dateText(lastLessonOn)}`;
        return nextLessonOn ? `Next lesson on ${dateText(nextLessonOn)}` : 'No lessons scheduled yet';
      default:
        // A place paid by blocks that ran out ended with its last paid lesson, not a term (decision 0599).
        if (place.ended_reason === 'term-ended' && paidByBlocks(db, place.id)) return 'The lessons paid for are over';
        return endedText[place.ended_reason ?? 'left'] ?? 'Ended';
    }
  })();

  return {
    id: place.id,
    status: place.status,
    statusText,
    learner: { id: learner.id, firstName: learner.first_name, lastName: learner.last_name },
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    programme: { id: level.programme_id, name: level.programme_name },
    level: { id: level.id, position: level.position, name: level.name },
    class: row ? classView(db, row, today, now) : null,
    waiting,
    offer,
    firstLessonOn: place.starts_on,
    nextLessonOn,
    lastLessonOn,
    endsOn: place.ends_on,
    notice: place.notice_given_at && place.ends_on ? { givenAt: place.notice_given_at, endsOn: place.ends_on } : null,
    payment: paymentView(db, clock, place, today),
  };
}

interface CreditRow {
  id: number;
  level_id: number;
  level_name: string;
  earned_on: string;
  expires_on: string;
  used_at: string | null;
  used_class_id: number | null;
  used_lesson_date: string | null;
  missed_class_id: number;
}

export function creditView(db: Database, today: IsoDate, credit: CreditRow): MakeUpCredit {
  const missed = findClass(db, credit.missed_class_id)!;
  const used = credit.used_class_id ? findClass(db, credit.used_class_id) : undefined;
  return {
    id: credit.id,
    level: { id: credit.level_id, name: credit.level_name },
    missedLesson: { classId: missed.id, className: className(missed), lessonDate: credit.earned_on },
    expiresOn: credit.expires_on,
    state: creditState({ expiresOn: credit.expires_on, usedAt: credit.used_at }, today),
    booked:
      used && credit.used_lesson_date
        ? { classId: used.id, className: className(used), lessonDate: credit.used_lesson_date }
        : null,
  };
}

const creditSelect = `SELECT c.id, c.level_id, l.name AS level_name, c.earned_on, c.expires_on, c.used_at, c.used_class_id,
    c.used_lesson_date, a.class_id AS missed_class_id
  FROM lesson_makeup_credits c JOIN lesson_levels l ON l.id = c.level_id JOIN lesson_attendance a ON a.id = c.attendance_id`;

export const findCredit = (db: Database, id: number): (CreditRow & { learner_user_id: number }) | undefined =>
  db.prepare(creditSelect.replace('SELECT c.id,', 'SELECT c.id, c.learner_user_id,') + ' WHERE c.id = ?').get(id) as
    (CreditRow & { learner_user_id: number }) | undefined;

/** How long an ended place stays on the account's list. */
const ENDED_SHOWN_DAYS = 60;

function learnerView(db: Database, clock: Clock, learnerId: number): LessonLearner {
  const today = ukToday(clock);
  const user = findUserById(db, learnerId)!;
  const cutoff = new Date(clock.now().getTime() - ENDED_SHOWN_DAYS * 86_400_000).toISOString();
  const places = enrolmentsOf(db, learnerId).filter(
    (place) => place.status !== 'ended' || (place.ended_at ?? '') >= cutoff,
  );
  const taughtLevels = [
    ...new Set(
      places.filter((place) => place.status === 'active' || place.status === 'moving').map((place) => place.level_id),
    ),
  ];
  const absences = db
    .prepare(
      `SELECT class_id, lesson_date FROM lesson_attendance WHERE learner_user_id = ? AND status = 'absent'
       ORDER BY lesson_date DESC LIMIT 10`,
    )
    .all(learnerId) as { class_id: number; lesson_date: string }[];
  const credits = db
    .prepare(`${creditSelect} WHERE c.learner_user_id = ? ORDER BY c.earned_on DESC, c.id DESC`)
    .all(learnerId) as unknown as CreditRow[];
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    age: user.date_of_birth ? ageOn(user.date_of_birth, today) : null,
    places: places.map((place) => placeView(db, clock, place)),
    progress: taughtLevels.map((levelId) => levelProgress(db, learnerId, levelId)),
    absences: absences.map((absence) => {
      const row = findClass(db, absence.class_id)!;
      return { classId: row.id, className: className(row), lessonDate: absence.lesson_date };
    }),
    makeUpCredits: credits.map((credit) => creditView(db, today, credit)),
  };
}

/** The caller and the household members they book for, each with their lessons. */
export const myLessonsView = (db: Database, clock: Clock, userId: number): MyLessons => ({
  learners: bookableFor(db, userId)
    .filter((id) => findUserById(db, id)?.role === 'customer')
    .map((id) => learnerView(db, clock, id)),
});
