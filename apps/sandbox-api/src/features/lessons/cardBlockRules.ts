import type { IsoDate } from '@leisure/dates';

/**
 * Lessons paid by card in blocks (docs/decisions/0599-lesson-blocks-by-card.md). A term course sells the rest of
 * the term its first lesson is in; a continuous class sells ten lessons at a time, topped up before they run out.
 * A block's lessons are the class's own (term time, closures skipped) and its price is the lesson price times them.
 */

export type BlockKind = 'rest-of-term' | 'ten-lessons';

export const TEN_LESSONS = 10;
/** The "payment due for a block" email goes when this many paid lessons or fewer are left to come. */
export const DUE_NOTICE_LESSONS_LEFT = 2;

export const blockKindFor = (delivery: 'term' | 'continuous'): BlockKind =>
  delivery === 'term' ? 'rest-of-term' : 'ten-lessons';

export interface BlockPlan {
  kind: BlockKind;
  lessons: IsoDate[];
  firstLessonOn: IsoDate;
  lastLessonOn: IsoDate;
  /** The place's last day: the term's end for a term block, the last paid lesson for ten lessons. */
  endsOn: IsoDate;
  price: number;
}

/**
 * The block bought from the lesson `lessonsAhead[0]` on (`lessonsAhead`: the class's lessons from then, in order).
 * Null when there is nothing to sell: no lessons left in the term, or fewer than ten lessons scheduled yet.
 */
export function blockPlan(input: {
  kind: BlockKind;
  lessonsAhead: IsoDate[];
  /** The end of the term the first lesson is in (a term block); ignored for ten lessons. */
  termEndsOn: IsoDate | null;
  lessonPrice: number;
}): BlockPlan | null {
  const { kind, lessonsAhead, termEndsOn, lessonPrice } = input;
  const lessons =
    kind === 'rest-of-term'
      ? termEndsOn
        ? lessonsAhead.filter((date) => date <= termEndsOn)
        : []
      : lessonsAhead.slice(0, TEN_LESSONS);
  if (lessons.length === 0 || (kind === 'ten-lessons' && lessons.length < TEN_LESSONS)) return null;
  const lastLessonOn = lessons[lessons.length - 1]!;
  return {
    kind,
    lessons,
    firstLessonOn: lessons[0]!,
    lastLessonOn,
    endsOn: kind === 'rest-of-term' ? termEndsOn! : lastLessonOn,
    price: lessons.length * lessonPrice,
  };
}

/** Why a block cannot be topped up, or null: only a continuous class's live place paid by blocks, not leaving. */
export function topUpProblem(place: {
  status: string;
  paidByBlocks: boolean;
  delivery: 'term' | 'continuous';
  noticeGiven: boolean;
}): string | null {
  if (place.status !== 'active') return 'Only a place in a class can be topped up.';
  if (!place.paidByBlocks) return 'This place is paid by Direct Debit: there is nothing to top up.';
  if (place.delivery === 'term') return 'A term course is paid for a term at a time: enrol again for the next term.';
  if (place.noticeGiven) return 'Notice has been given for this place: it ends after the lessons already paid for.';
  return null;
}

/** Whether the block's "payment due" email is due: few paid lessons left, not sent, and the class carries on. */
export function dueNoticeDue(block: {
  lessonsLeft: number;
  sentAt: string | null;
  carriesOn: boolean;
  hasLaterBlock: boolean;
}): boolean {
  return (
    block.carriesOn && !block.hasLaterBlock && block.sentAt === null && block.lessonsLeft <= DUE_NOTICE_LESSONS_LEFT
  );
}

/**
 * Moving up with a block (decision 0599): the lessons paid and not yet taken in the old class are the new class's
 * next lessons from its first; the new place ends on the last of them (or the term's end for a term course).
 */
export function carriedBlockEnd(input: {
  unusedLessons: number;
  newLessonsAhead: IsoDate[];
  termEndsOn: IsoDate | null;
}): IsoDate | null {
  const { unusedLessons, newLessonsAhead, termEndsOn } = input;
  if (termEndsOn) return termEndsOn;
  if (unusedLessons <= 0) return null;
  return newLessonsAhead[Math.min(unusedLessons, newLessonsAhead.length) - 1] ?? null;
}
