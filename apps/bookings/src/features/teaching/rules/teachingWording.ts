import type { LessonRegister, TickCompetenciesResult } from '@leisure/api-contract/browser';
import { addDays, type IsoDate } from '@leisure/dates';

// What the teacher's pages say (docs/decisions/0596-teachers-at-poolside.md).

/** The days the switcher offers, counted from today: a teacher looks back to mark a register, or ahead to plan. */
export const teachingDays = [
  { offset: -1, label: 'Yesterday' },
  { offset: 0, label: 'Today' },
  { offset: 1, label: 'Tomorrow' },
] as const;

/** The day the page shows: `?date=` when it is a real date, otherwise today. */
export function shownDay(param: string | null, today: IsoDate): IsoDate {
  return param !== null && /^\d{4}-\d{2}-\d{2}$/.test(param) && addDays(param, 0) === param ? param : today;
}

/** "Today’s classes", "Yesterday’s classes", "Tomorrow’s classes"; "Classes" for any other day. */
export function dayHeading(day: IsoDate, today: IsoDate): string {
  const named = teachingDays.find(({ offset }) => addDays(today, offset) === day);
  return named ? `${named.label}’s classes` : 'Classes';
}

/** "6 of 8 booked" and, with learners here on a make-up, "6 of 8 booked, 1 on a make-up". */
export function bookedText(register: LessonRegister): string {
  const makeUps = register.learners.filter((learner) => learner.kind === 'make-up').length;
  const enrolled = register.learners.length - makeUps;
  const booked = `${enrolled} of ${register.class.capacity} booked`;
  return makeUps > 0 ? `${booked}, ${makeUps} on a make-up` : booked;
}

/** "Register taken", "4 of 6 marked", "Register not taken yet". */
export function registerState(register: LessonRegister): string {
  const marked = register.learners.filter((learner) => learner.attendance !== null).length;
  if (register.learners.length > 0 && marked === register.learners.length) return 'Register taken';
  return marked === 0 ? 'Register not taken yet' : `${marked} of ${register.learners.length} marked`;
}

/** "17:00 to 17:30". */
export const lessonTimes = (register: LessonRegister): string =>
  `${register.class.schedule.startsAt} to ${register.class.schedule.endsAt}`;

/**
 * What a tick that passed the level says (docs/decisions/0590): "Ava has passed Stage 3: a move-up offer has been
 * sent", or without an offer (no class of the next level has a place, or the programme is complete) just the pass.
 */
export function passedMessage(result: TickCompetenciesResult): string {
  const passed = `${result.learner.firstName} has passed ${result.progress.level.name}`;
  return result.moveUp ? `${passed}: a move-up offer has been sent` : `${passed}.`;
}
