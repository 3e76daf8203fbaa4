import { londonClock, londonDate, prettyDate, weekdayDate, type IsoDate } from '@leisure/dates';
import type { LessonLearner, LessonPlace } from '@leisure/api-contract/browser';

/** "Ellie Hughes". */
export const learnerName = (learner: Pick<LessonLearner, 'firstName' | 'lastName'>): string =>
  `${learner.firstName} ${learner.lastName}`;

/** "10 November 2026". */
export const dateText = (date: IsoDate): string => prettyDate(date);

/** "10 November 2026": the London day of an instant. */
export const instantDayText = (at: string): string => prettyDate(londonDate(new Date(at)));

/** "Tuesday 10 November 2026": a lesson's day. */
export const lessonDayText = (date: IsoDate): string => weekdayDate(date);

/** "7 December 2026, 18:00": an offer's deadline in London time, as the offer email gives it (docs/decisions/0591). */
export function deadlineText(expiresAt: string): string {
  const at = new Date(expiresAt);
  return `${prettyDate(londonDate(at))}, ${londonClock(at)}`;
}

/** "Islington Pool & Gym, Main pool, Tuesdays 17:00 to 17:30 with Megan P.". */
export function classWhereAndWhen(place: Pick<LessonPlace, 'class'>): string {
  const lessonClass = place.class;
  if (!lessonClass) return '';
  const { weekdayName, startsAt, endsAt } = lessonClass.schedule;
  const teacher = lessonClass.teacher ? ` with ${lessonClass.teacher}` : '';
  return `${lessonClass.venue.name}, ${lessonClass.area}, ${weekdayName}s ${startsAt} to ${endsAt}${teacher}`;
}

/** "1st", "2nd", "3rd", "11th": a place in line. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const priorityText = {
  'moving-up': 'moving up from the level below',
  sibling: 'a brother or sister has a place here',
};
