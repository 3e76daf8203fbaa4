import { dateParts, type IsoDate } from '@leisure/dates';

/**
 * Who may take a place in a class (docs/decisions/0590-lesson-model.md): the learner's age on the first lesson is in
 * the level's band; a learner with a record in the programme joins the level they are working on, not one they
 * passed or one past it; one place per programme at a time; and only while the class has a place.
 */

/** Completed months of age on a date. */
export function ageInMonths(dateOfBirth: IsoDate, on: IsoDate): number {
  const [birthYear, birthMonth, birthDay] = dateParts(dateOfBirth);
  const [year, month, day] = dateParts(on);
  return (year - birthYear) * 12 + (month - birthMonth) - (day < birthDay ? 1 : 0);
}

/** "4 to 11", "6 to 23 months", "6 months to 3 years", "16 and over": an age band as a parent reads it. */
export function ageBandText(minMonths: number, maxMonths: number | null): string {
  const years = (months: number) => `${Math.floor(months / 12)}`;
  if (maxMonths === null) return `${years(minMonths)} and over`;
  if (maxMonths < 24) return `${minMonths} to ${maxMonths} months`;
  if (minMonths < 24 && minMonths % 12 !== 0) return `${minMonths} months to ${years(maxMonths)} years`;
  return `${years(minMonths)} to ${years(maxMonths)}`;
}

export interface LevelBand {
  name: string;
  minAgeMonths: number;
  /** The oldest age in the band, in months (an 11-year-old is 132 to 143 months: max 143). */
  maxAgeMonths: number | null;
}

export interface EnrolmentFacts {
  learnerFirstName: string;
  learnerDateOfBirth: IsoDate | null;
  firstLessonOn: IsoDate | null;
  level: LevelBand & { position: number };
  /** The level the learner is working on in this programme (the one after their highest passed), if they have one. */
  workingOn: { position: number; name: string } | null;
  /** A live place (offered, active or moving) the learner holds in this programme, with its class's words. */
  placeInProgramme: { className: string; sameClass: boolean } | null;
  hasFreePlace: boolean;
}

export type EnrolmentProblem = { status: 409 | 422; field: string; message: string };

export const enrolmentMessages = {
  noLessons: 'This class has no more lessons this term or next. Choose another class.',
  noDateOfBirth: (name: string) => `Add ${name}'s date of birth on the Family page before enrolling them.`,
  tooYoung: (name: string, level: LevelBand) =>
    `${name} is too young for ${level.name}, which is for ages ${ageBandText(level.minAgeMonths, level.maxAgeMonths)} on the first lesson.`,
  tooOld: (name: string, level: LevelBand) =>
    `${name} is too old for ${level.name}, which is for ages ${ageBandText(level.minAgeMonths, level.maxAgeMonths)} on the first lesson.`,
  wrongLevel: (name: string, working: string) =>
    `${name} is working on ${working} of this programme: choose a class of that level.`,
  sameClass: (name: string) => `${name} already has a place in this class.`,
  otherClass: (name: string, className: string) =>
    `${name} already has a place in ${className}. Leave it first, or wait for a move-up offer.`,
  full: 'This class is full. Join the waiting list and we will offer you the next place.',
} as const;

/** The first problem with enrolling, in the order a parent should fix them; null when the place can be taken. */
export function enrolmentProblem(facts: EnrolmentFacts): EnrolmentProblem | null {
  const name = facts.learnerFirstName;
  if (facts.placeInProgramme?.sameClass)
    return { status: 409, field: 'classId', message: enrolmentMessages.sameClass(name) };
  if (facts.placeInProgramme)
    return {
      status: 409,
      field: 'classId',
      message: enrolmentMessages.otherClass(name, facts.placeInProgramme.className),
    };
  if (!facts.firstLessonOn) return { status: 409, field: 'classId', message: enrolmentMessages.noLessons };
  const band = ageBandProblem(name, facts.learnerDateOfBirth, facts.level, facts.firstLessonOn);
  if (band) return band;
  if (facts.workingOn && facts.workingOn.position !== facts.level.position)
    return { status: 422, field: 'classId', message: enrolmentMessages.wrongLevel(name, facts.workingOn.name) };
  if (!facts.hasFreePlace) return { status: 409, field: 'classId', message: enrolmentMessages.full };
  return null;
}

/** Whether the learner's age on `on` is in the level's band (also asked before joining a waiting list). */
export function ageBandProblem(
  name: string,
  dateOfBirth: IsoDate | null,
  level: LevelBand,
  on: IsoDate,
): EnrolmentProblem | null {
  if (!dateOfBirth) return { status: 422, field: 'learnerId', message: enrolmentMessages.noDateOfBirth(name) };
  const months = ageInMonths(dateOfBirth, on);
  if (months < level.minAgeMonths)
    return { status: 422, field: 'learnerId', message: enrolmentMessages.tooYoung(name, level) };
  if (level.maxAgeMonths !== null && months > level.maxAgeMonths)
    return { status: 422, field: 'learnerId', message: enrolmentMessages.tooOld(name, level) };
  return null;
}
