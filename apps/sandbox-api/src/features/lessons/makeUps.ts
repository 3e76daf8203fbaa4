import type { BookMakeUpBody, MakeUpLessons } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { ApiError, notFound } from '../../http/apiError.ts';
import { findUserById } from '../auth/index.ts';
import { mayActFor } from '../households/index.ts';
import { findClass, listClasses } from './classRecords.ts';
import { spacesOn } from './classPlaces.ts';
import { classView } from './classViews.ts';
import { classLessons, lessonStart, upcomingLessons } from './lessonCalendar.ts';
import { creditState, makeUpProblem } from './makeUpRules.ts';
import { findCredit } from './placeViews.ts';

const creditMessages = { notYours: 'That make-up credit is not in your household.' } as const;

function creditFor(db: Database, actorId: number, creditId: number) {
  const credit = findCredit(db, creditId);
  if (!credit || !mayActFor(db, actorId, credit.learner_user_id)) throw notFound(creditMessages.notYours);
  return credit;
}

/** Classes the learner has a place in (a make-up is in another class). */
const ownClassIds = (db: Database, learnerId: number): Set<number> =>
  new Set(
    (
      db
        .prepare(
          "SELECT class_id FROM lesson_enrolments WHERE learner_user_id = ? AND status IN ('active', 'moving') AND class_id IS NOT NULL",
        )
        .all(learnerId) as { class_id: number }[]
    ).map((row) => row.class_id),
  );

const booked = (db: Database, learnerId: number, classId: number, date: string) =>
  !!db
    .prepare(
      'SELECT 1 FROM lesson_makeup_credits WHERE learner_user_id = ? AND used_class_id = ? AND used_lesson_date = ?',
    )
    .get(learnerId, classId, date);

/** The lessons a credit can book (docs/decisions/0593): other classes of its level with a space, before it expires. */
export function makeUpLessons(db: Database, clock: Clock, actorId: number, creditId: number): MakeUpLessons {
  const credit = creditFor(db, actorId, creditId);
  const today = ukToday(clock);
  const now = clock.now();
  if (creditState({ expiresOn: credit.expires_on, usedAt: credit.used_at }, today) !== 'available')
    return { lessons: [] };
  const own = ownClassIds(db, credit.learner_user_id);
  const lessons = listClasses(db, { levelId: credit.level_id })
    .filter((row) => !own.has(row.id))
    .flatMap((row) => {
      const view = classView(db, row, today, now);
      return upcomingLessons(db, row, today, now)
        .filter((date) => date <= credit.expires_on && !booked(db, credit.learner_user_id, row.id, date))
        .map((date) => ({ class: view, lessonDate: date, spaces: spacesOn(db, row, date, now.toISOString()) }))
        .filter((lesson) => lesson.spaces > 0);
    });
  lessons.sort((a, b) =>
    a.lessonDate < b.lessonDate ? -1 : a.lessonDate > b.lessonDate ? 1 : a.class.id - b.class.id,
  );
  return { lessons: lessons.slice(0, 40) };
}

/** Books a make-up lesson with a credit. */
export function bookMakeUp(db: Database, clock: Clock, actorId: number, body: BookMakeUpBody): number {
  const credit = creditFor(db, actorId, body.creditId);
  const row = findClass(db, body.classId);
  if (!row) throw new ApiError(422, 'Choose a class from the list.', { classId: ['Choose a class from the list.'] });
  const today = ukToday(clock);
  const now = clock.now();
  const learner = findUserById(db, credit.learner_user_id)!;
  const isLessonDate = classLessons(db, row, body.lessonDate, body.lessonDate).length === 1;
  const problem = makeUpProblem({
    learnerFirstName: learner.first_name,
    today,
    credit: {
      levelId: credit.level_id,
      levelName: credit.level_name,
      expiresOn: credit.expires_on,
      usedAt: credit.used_at,
    },
    target: {
      levelId: row.level_id,
      learnersOwnClass: ownClassIds(db, learner.id).has(row.id),
      isLessonDate,
      lessonDate: body.lessonDate,
      started: lessonStart(row, body.lessonDate).getTime() <= now.getTime(),
      spaces: isLessonDate ? spacesOn(db, row, body.lessonDate, now.toISOString()) : 0,
      alreadyBooked: booked(db, learner.id, row.id, body.lessonDate),
    },
  });
  if (problem) throw new ApiError(problem.status, problem.message, { [problem.field]: [problem.message] });
  db.prepare('UPDATE lesson_makeup_credits SET used_class_id = ?, used_lesson_date = ?, used_at = ? WHERE id = ?').run(
    row.id,
    body.lessonDate,
    now.toISOString(),
    credit.id,
  );
  return credit.id;
}
