import type { LessonCardBlock } from '@leisure/api-contract';
import { prettyDate, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ukToday } from '../../clock.ts';
import { toMoney } from '../../kernel/money.ts';
import type { ClassRow } from './classRecords.ts';
import { termAt, upcomingLessons } from './lessonCalendar.ts';
import type { EnrolmentRow } from './enrolmentRecords.ts';
import { blockKindFor, blockPlan, type BlockKind, type BlockPlan } from './cardBlockRules.ts';

/**
 * The blocks of lessons a class sells by card and those a place has paid (docs/decisions/0599-lesson-blocks-by-card.md).
 * A place paid by blocks has no Direct Debit (payment_method NULL) and ends on its last paid lesson (a term course:
 * the term's end); topping up moves its end. Selling and paying are in cardBlocks.ts.
 */

export type LessonBlockRow = {
  id: number;
  enrolment_id: number;
  order_id: number;
  kind: BlockKind;
  lessons: number;
  amount: number;
  first_lesson_on: string;
  last_lesson_on: string;
  paid_at: string;
  due_notice_sent_at: string | null;
};

/** What a basket line for a block keeps (cart_items.details_json), priced as it was added. */
export interface HeldBlock {
  kind: BlockKind;
  lessons: number;
  price: number;
  firstLessonOn: IsoDate;
  lastLessonOn: IsoDate;
  endsOn: IsoDate;
  /** The place a top-up extends; null for a new place. */
  topUpOf: number | null;
}

export const blocksOf = (db: Database, enrolmentId: number): LessonBlockRow[] =>
  db
    .prepare('SELECT * FROM lesson_blocks WHERE enrolment_id = ? ORDER BY first_lesson_on, id')
    .all(enrolmentId) as LessonBlockRow[];

export const paidByBlocks = (db: Database, enrolmentId: number): boolean =>
  !!db.prepare('SELECT 1 FROM lesson_blocks WHERE enrolment_id = ? LIMIT 1').get(enrolmentId);

/** The class's lessons still to start, from `from` on (or after `after`). */
const lessonsAhead = (db: Database, clock: Clock, row: ClassRow, pick: (date: IsoDate) => boolean): IsoDate[] =>
  upcomingLessons(db, row, ukToday(clock), clock.now()).filter(pick);

/** The place's paid lessons still to start: from its first lesson (or today) to its end. */
export const paidLessonsLeft = (db: Database, clock: Clock, row: ClassRow, place: EnrolmentRow, paidUpTo: string) =>
  lessonsAhead(db, clock, row, (date) => date >= (place.starts_on ?? '') && date <= (place.ends_on ?? paidUpTo)).length;

/** The block a new place bought from `startsOn` would be. */
export function blockForNewPlace(db: Database, clock: Clock, row: ClassRow, startsOn: IsoDate): BlockPlan | null {
  return blockPlan({
    kind: blockKindFor(row.delivery),
    lessonsAhead: lessonsAhead(db, clock, row, (date) => date >= startsOn),
    termEndsOn: termAt(db, startsOn)?.endsOn ?? null,
    lessonPrice: row.lesson_price,
  });
}

/** Ten more lessons for a place paid by blocks: the class's next ten after the place's end. */
export function blockForTopUp(db: Database, clock: Clock, row: ClassRow, place: EnrolmentRow): BlockPlan | null {
  const end = place.ends_on ?? ukToday(clock);
  return blockPlan({
    kind: 'ten-lessons',
    lessonsAhead: lessonsAhead(db, clock, row, (date) => date > end),
    termEndsOn: null,
    lessonPrice: row.lesson_price,
  });
}

/** "The rest of Spring term 2027", "Ten lessons", "Ten more lessons". */
export function blockName(db: Database, plan: Pick<BlockPlan, 'kind' | 'firstLessonOn'>, topUp: boolean): string {
  if (plan.kind === 'ten-lessons') return topUp ? 'Ten more lessons' : 'Ten lessons';
  const term = termAt(db, plan.firstLessonOn);
  return term ? `The rest of ${term.name}` : 'The rest of the term';
}

/** "The rest of Spring term 2027: 10 lessons, 9 January 2027 to 27 March 2027". */
export const blockSummary = (name: string, plan: Pick<BlockPlan, 'firstLessonOn' | 'lastLessonOn'>, lessons: number) =>
  `${name}: ${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}, ${prettyDate(plan.firstLessonOn)} to ${prettyDate(plan.lastLessonOn)}`;

export function cardBlockView(db: Database, plan: BlockPlan | null, topUp = false): LessonCardBlock | null {
  if (!plan) return null;
  return {
    kind: plan.kind,
    name: blockName(db, plan, topUp),
    lessons: plan.lessons.length,
    firstLessonOn: plan.firstLessonOn,
    lastLessonOn: plan.lastLessonOn,
    price: toMoney(plan.price),
  };
}
