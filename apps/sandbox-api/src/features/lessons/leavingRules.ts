import { addDays, type IsoDate } from '@leisure/dates';
import { collections, noticeEndOn, type Collection, type Schedule } from './lessonPaymentRules.ts';

/**
 * Leaving a class with notice (docs/decisions/0592-payment-for-lessons.md): a month. The place ends on the notice's
 * last day (or the term's, for a term course, when that is sooner); the last lesson is the class's last one up to
 * then; the last collection is the last one on or before that day, pro rata for its part month. A place whose first
 * lesson is still to come ends at once and nothing is collected.
 */

export interface LeavingFacts {
  today: IsoDate;
  startsOn: IsoDate;
  /** The class's lessons from today on, in order. */
  lessonsFromToday: readonly IsoDate[];
  /** The class's lessons before today, in order. */
  lessonsBeforeToday: readonly IsoDate[];
  /** A term course's last day; null for a continuous place. */
  termEndsOn: IsoDate | null;
  schedule: Omit<Schedule, 'endsOn'>;
  /** The first collection's date, as quoted when the place was taken. */
  firstCollectionOn: IsoDate;
}

export interface LeavingPlan {
  endsOn: IsoDate;
  lastLessonOn: IsoDate | null;
  /** Null when nothing more is collected. */
  lastCollection: Collection | null;
  /** What is still to be collected, the last collection included. */
  collectionsLeft: Collection[];
}

export function leavingPlan(facts: LeavingFacts): LeavingPlan {
  if (facts.startsOn > facts.today) {
    return { endsOn: addDays(facts.today, -1), lastLessonOn: null, lastCollection: null, collectionsLeft: [] };
  }
  const noticeEnd = noticeEndOn(facts.today);
  const endsOn = facts.termEndsOn !== null && facts.termEndsOn < noticeEnd ? facts.termEndsOn : noticeEnd;
  const taught = facts.lessonsFromToday.filter((date) => date <= endsOn);
  const lastLessonOn = taught.at(-1) ?? facts.lessonsBeforeToday.at(-1) ?? null;
  const schedule = { ...facts.schedule, endsOn };
  const left = collections(schedule, facts.firstCollectionOn, facts.today);
  return { endsOn, lastLessonOn, lastCollection: left.at(-1) ?? null, collectionsLeft: left };
}
