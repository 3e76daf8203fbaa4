import { addDays, prettyDate, type IsoDate } from '@leisure/dates';

/**
 * Make-up lessons (docs/decisions/0593-make-up-rules.md): an absence the teacher marks earns one credit, at most
 * MAKE_UPS_PER_TERM a term per learner (later absences earn none); a credit lasts CREDIT_LIFETIME_DAYS from the
 * missed lesson and books one place in a lesson of another class of the same level, at any venue, that has a space
 * and has not started, on or before the day it expires.
 */

export const MAKE_UPS_PER_TERM = 2;
export const CREDIT_LIFETIME_DAYS = 42;

/** The credit an absence on `lessonDate` earns, or null when the learner has had this term's. */
export function creditForAbsence(
  lessonDate: IsoDate,
  earnedThisTerm: number,
): { earnedOn: IsoDate; expiresOn: IsoDate } | null {
  if (earnedThisTerm >= MAKE_UPS_PER_TERM) return null;
  return { earnedOn: lessonDate, expiresOn: addDays(lessonDate, CREDIT_LIFETIME_DAYS) };
}

/** A credit still unused this many days before it expires is emailed about, once. */
export const EXPIRY_REMINDER_DAYS = 7;

/** Whether an unused credit is due its one reminder: from 7 days before its last day, up to that day. */
export function expiryReminderDue(
  credit: { expiresOn: IsoDate; usedAt: string | null; remindedAt: string | null },
  today: IsoDate,
): boolean {
  if (credit.usedAt !== null || credit.remindedAt !== null) return false;
  return today <= credit.expiresOn && today >= addDays(credit.expiresOn, -EXPIRY_REMINDER_DAYS);
}

export type CreditState = 'available' | 'booked' | 'expired';

export function creditState(credit: { expiresOn: IsoDate; usedAt: string | null }, today: IsoDate): CreditState {
  if (credit.usedAt !== null) return 'booked';
  return credit.expiresOn < today ? 'expired' : 'available';
}

export interface MakeUpFacts {
  learnerFirstName: string;
  today: IsoDate;
  credit: { levelId: number; levelName: string; expiresOn: IsoDate; usedAt: string | null };
  target: {
    levelId: number;
    /** The learner has a place in this class already. */
    learnersOwnClass: boolean;
    /** Whether the class has a lesson on the date asked for. */
    isLessonDate: boolean;
    lessonDate: IsoDate;
    /** The lesson has started (or is over) at the clock's instant. */
    started: boolean;
    spaces: number;
    /** The learner is already booked into this lesson (another credit). */
    alreadyBooked: boolean;
  };
}

export type MakeUpProblem = { status: 409 | 422; field: string; message: string };

export const makeUpMessages = {
  creditGone: 'This make-up credit has already been used or has expired.',
  otherLevel: (level: string) => `A make-up must be in a class of the same level, ${level}.`,
  ownClass: (name: string) => `${name} is already in this class: choose another class for the make-up.`,
  notALesson: 'This class has no lesson on that date. Choose one of its lesson dates.',
  started: 'That lesson has already started. Choose a later one.',
  afterExpiry: (expiresOn: IsoDate) =>
    `This credit can be used until ${prettyDate(expiresOn)}: choose a lesson on or before then.`,
  alreadyBooked: (name: string) => `${name} is already booked into that lesson.`,
  full: 'That lesson is full. Choose another date or class.',
} as const;

/** The first reason a credit cannot book this lesson, or null. */
export function makeUpProblem({ learnerFirstName: name, today, credit, target }: MakeUpFacts): MakeUpProblem | null {
  if (creditState(credit, today) !== 'available')
    return { status: 409, field: 'creditId', message: makeUpMessages.creditGone };
  if (target.levelId !== credit.levelId)
    return { status: 422, field: 'classId', message: makeUpMessages.otherLevel(credit.levelName) };
  if (target.learnersOwnClass) return { status: 422, field: 'classId', message: makeUpMessages.ownClass(name) };
  if (!target.isLessonDate) return { status: 422, field: 'lessonDate', message: makeUpMessages.notALesson };
  if (target.started) return { status: 422, field: 'lessonDate', message: makeUpMessages.started };
  if (target.lessonDate > credit.expiresOn)
    return { status: 422, field: 'lessonDate', message: makeUpMessages.afterExpiry(credit.expiresOn) };
  if (target.alreadyBooked) return { status: 409, field: 'lessonDate', message: makeUpMessages.alreadyBooked(name) };
  if (target.spaces <= 0) return { status: 409, field: 'lessonDate', message: makeUpMessages.full };
  return null;
}
