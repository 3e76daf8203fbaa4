import type { LessonRegister, MarkRegisterBody, TeacherDay } from '@leisure/api-contract';
import { ageOn, isoWeekday, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError, forbidden, notFound } from '../../http/apiError.ts';
import { findUserById } from '../auth/index.ts';
import { findClass, listClasses, type ClassRow } from './classRecords.ts';
import { classView } from './classViews.ts';
import { classLessons, lessonStart, termAt } from './lessonCalendar.ts';
import { creditForAbsence } from './makeUpRules.ts';
import { levelProgress } from './progress.ts';
import { lessonStaff, mayRunClass, staffMessages } from './staffAccess.ts';

/** The learners on a lesson's register: those whose place covers the date, then those booked in on a make-up. */
function registerLearners(db: Database, row: ClassRow, date: IsoDate): { id: number; kind: 'enrolled' | 'make-up' }[] {
  const enrolled = db
    .prepare(
      `SELECT DISTINCT e.learner_user_id AS id FROM lesson_enrolments e JOIN users u ON u.id = e.learner_user_id
       WHERE e.class_id = ? AND e.status IN ('active', 'moving', 'ended') AND e.starts_on IS NOT NULL
         AND e.starts_on <= ? AND (e.ends_on IS NULL OR e.ends_on >= ?)
         AND (e.status <> 'ended' OR e.ended_reason IN ('left', 'moved-up', 'term-ended'))
       ORDER BY u.first_name, u.last_name, u.id`,
    )
    .all(row.id, date, date) as { id: number }[];
  const makeUps = db
    .prepare(
      `SELECT c.learner_user_id AS id FROM lesson_makeup_credits c JOIN users u ON u.id = c.learner_user_id
       WHERE c.used_class_id = ? AND c.used_lesson_date = ? ORDER BY u.first_name, u.last_name, u.id`,
    )
    .all(row.id, date) as { id: number }[];
  return [
    ...enrolled.map((learner) => ({ id: learner.id, kind: 'enrolled' as const })),
    ...makeUps.map((learner) => ({ id: learner.id, kind: 'make-up' as const })),
  ];
}

export function registerView(db: Database, clock: Clock, row: ClassRow, date: IsoDate): LessonRegister {
  const today = ukToday(clock);
  const marks = new Map(
    (
      db
        .prepare('SELECT learner_user_id, status FROM lesson_attendance WHERE class_id = ? AND lesson_date = ?')
        .all(row.id, date) as { learner_user_id: number; status: 'present' | 'absent' }[]
    ).map((mark) => [mark.learner_user_id, mark.status]),
  );
  return {
    class: classView(db, row, today, clock.now()),
    lessonDate: date,
    startsAt: lessonStart(row, date).toISOString(),
    learners: registerLearners(db, row, date).map(({ id, kind }) => {
      const user = findUserById(db, id)!;
      return {
        id,
        firstName: user.first_name,
        lastName: user.last_name,
        age: user.date_of_birth ? ageOn(user.date_of_birth, date) : null,
        kind,
        attendance: marks.get(id) ?? null,
        progress: levelProgress(db, id, row.level_id),
      };
    }),
  };
}

/** A teacher's classes on a day, each with its register; a manager's, every class at their venue. */
export function teacherDay(db: Database, clock: Clock, user: AuthUser, date: IsoDate | undefined): TeacherDay {
  const staff = lessonStaff(db, user);
  const day = date ?? ukToday(clock);
  const classes =
    staff.teacherId !== null
      ? listClasses(db, { teacherUserId: user.id, weekday: isoWeekday(day) })
      : listClasses(db, { venueId: staff.managerVenueId!, weekday: isoWeekday(day) });
  const running = classes
    .filter((row) => classLessons(db, row, day, day).length === 1)
    .sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id));
  return { date: day, registers: running.map((row) => registerView(db, clock, row, day)) };
}

export const registerMessages = {
  notALesson: 'This class has no lesson on that date.',
  notYet: 'A register can be marked on the day of the lesson or after it.',
  notOnRegister: 'That learner is not on this lesson’s register.',
} as const;

/**
 * Marks learners present or absent (docs/decisions/0593): an absence of an enrolled learner earns a make-up credit
 * (up to the term's limit); marking them present again takes an unused credit back.
 */
export function markRegister(
  db: Database,
  clock: Clock,
  user: AuthUser,
  classId: number,
  body: MarkRegisterBody,
): LessonRegister {
  const staff = lessonStaff(db, user);
  const row = findClass(db, classId);
  if (!row) throw notFound();
  if (!mayRunClass(staff, row)) throw forbidden(staffMessages.notYourClass);
  if (classLessons(db, row, body.lessonDate, body.lessonDate).length !== 1)
    throw new ApiError(422, registerMessages.notALesson, { lessonDate: [registerMessages.notALesson] });
  if (body.lessonDate > ukToday(clock))
    throw new ApiError(422, registerMessages.notYet, { lessonDate: [registerMessages.notYet] });
  const onRegister = new Map(registerLearners(db, row, body.lessonDate).map((learner) => [learner.id, learner.kind]));
  const problems: Record<string, string[]> = {};
  body.marks.forEach((mark, index) => {
    if (!onRegister.has(mark.learnerId)) problems[`marks.${index}.learnerId`] = [registerMessages.notOnRegister];
  });
  if (Object.keys(problems).length) throw new ApiError(422, registerMessages.notOnRegister, problems);

  const nowIso = clock.now().toISOString();
  const term = termAt(db, body.lessonDate);
  for (const mark of body.marks) {
    db.prepare(
      `INSERT INTO lesson_attendance (class_id, lesson_date, learner_user_id, status, marked_by_user_id, marked_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (class_id, lesson_date, learner_user_id) DO UPDATE SET status = excluded.status,
         marked_by_user_id = excluded.marked_by_user_id, marked_at = excluded.marked_at`,
    ).run(row.id, body.lessonDate, mark.learnerId, mark.status, user.id, nowIso);
    const attendance = db
      .prepare('SELECT id FROM lesson_attendance WHERE class_id = ? AND lesson_date = ? AND learner_user_id = ?')
      .get(row.id, body.lessonDate, mark.learnerId) as { id: number };
    if (mark.status === 'present') {
      db.prepare('DELETE FROM lesson_makeup_credits WHERE attendance_id = ? AND used_at IS NULL').run(attendance.id);
      continue;
    }
    if (onRegister.get(mark.learnerId) !== 'enrolled' || !term) continue;
    const has = db.prepare('SELECT 1 FROM lesson_makeup_credits WHERE attendance_id = ?').get(attendance.id);
    if (has) continue;
    const earned = (
      db
        .prepare('SELECT COUNT(*) AS n FROM lesson_makeup_credits WHERE learner_user_id = ? AND term_id = ?')
        .get(mark.learnerId, term.id) as { n: number }
    ).n;
    const credit = creditForAbsence(body.lessonDate, earned);
    if (!credit) continue;
    db.prepare(
      `INSERT INTO lesson_makeup_credits (learner_user_id, level_id, attendance_id, term_id, earned_on, expires_on)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(mark.learnerId, row.level_id, attendance.id, term.id, credit.earnedOn, credit.expiresOn);
  }
  return registerView(db, clock, row, body.lessonDate);
}
