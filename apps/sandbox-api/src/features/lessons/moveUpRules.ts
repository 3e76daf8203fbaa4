import type { IsoDate } from '@leisure/dates';

/**
 * Moving up (docs/decisions/0590-lesson-model.md): a learner who has passed every competency of their level is
 * offered a class of the next level (held MOVE_UP_HOLD_DAYS, waitingListRules.ts). The first new lesson is the new
 * class's first lesson with a place after today; the last old lesson is the old class's last one before it.
 */

/** Whether every competency of the level is passed (a level with none is never passed by ticking). */
export const levelPassed = (competencyIds: readonly number[], passedIds: ReadonlySet<number>): boolean =>
  competencyIds.length > 0 && competencyIds.every((id) => passedIds.has(id));

export interface MoveDates {
  firstNewLessonOn: IsoDate;
  /** Null when the learner has had no lesson in the old class. */
  lastOldLessonOn: IsoDate | null;
}

/**
 * The dates of a move: `newLessonsWithPlace` are the new class's lessons after today that have a place for the
 * learner; `oldLessons` all the old class's lessons since the learner started, in order.
 */
export function moveDates(
  today: IsoDate,
  newLessonsWithPlace: readonly IsoDate[],
  oldLessons: readonly IsoDate[],
): MoveDates | null {
  const firstNewLessonOn = newLessonsWithPlace.find((date) => date > today);
  if (!firstNewLessonOn) return null;
  const before = oldLessons.filter((date) => date < firstNewLessonOn);
  return { firstNewLessonOn, lastOldLessonOn: before.at(-1) ?? null };
}
