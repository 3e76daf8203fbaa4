import type { LessonPlace, ValidationMessages } from '@leisure/api-contract';
import { londonDate, prettyDate, type IsoDate } from '@leisure/dates';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';
import { ApiError, conflict } from '../../http/apiError.ts';
import { toMoney } from '../../kernel/money.ts';
import { className, findClass, type ClassRow } from './classRecords.ts';
import { spacesFrom } from './classPlaces.ts';
import { lessonStart } from './lessonCalendar.ts';
import { classOrRefuse, firstLessonForNewPlace, insertPlace, learnerFor } from './enrolment.ts';
import { findEnrolment, livePlaceInProgramme, type EnrolmentRow } from './enrolmentRecords.ts';
import { topUpProblem, type BlockPlan } from './cardBlockRules.ts';
import {
  blockForNewPlace,
  blockForTopUp,
  blocksOf,
  cardBlockView,
  paidByBlocks,
  paidLessonsLeft,
  type HeldBlock,
} from './blockPlans.ts';

/**
 * Lessons paid by card in blocks, through the basket (docs/decisions/0599-lesson-blocks-by-card.md): what a basket
 * line holds, what checking out records, and the place's payments as my account shows them.
 */

const nothingToSell = 'There are no lessons to pay for by card in this class yet. Choose monthly Direct Debit.';

/** Field messages of a refusal keyed under the basket line's path (`items.0.learnerId`). */
function underItem(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError) || !error.errors) return error;
  const errors: ValidationMessages = {};
  for (const [field, list] of Object.entries(error.errors)) errors[`${prefix}.${field}`] = list;
  return new ApiError(error.status, error.message, errors, error.headers);
}

/**
 * What a basket line for a block will hold, checked as enrolling is: the learner is the caller or in their household,
 * and either may take a new place (the enrolment rules, the line's priority, the queue) or has a place paid by
 * blocks in this class to top up. `field`: the line's path for field messages.
 */
export function blockToHold(
  db: Database,
  clock: Clock,
  actorId: number,
  item: { classId: number; learnerId: number },
  field: string,
): { learnerId: number; row: ClassRow; held: HeldBlock } {
  try {
    const learner = learnerFor(db, actorId, item.learnerId);
    const row = classOrRefuse(db, item.classId);
    const live = livePlaceInProgramme(db, learner.id, row.programme_id);
    if (live && live.class_id === row.id && live.status === 'active' && paidByBlocks(db, live.id)) {
      const problem = topUpProblem({
        status: live.status,
        paidByBlocks: true,
        delivery: row.delivery,
        noticeGiven: live.notice_given_at !== null,
      });
      if (problem) throw new ApiError(409, problem, { classId: [problem] });
      const plan = blockForTopUp(db, clock, row, live);
      if (!plan) throw new ApiError(409, nothingToSell, { classId: [nothingToSell] });
      // The learner's own place ends before the top-up's first lesson, so it does not count against it.
      if (spacesFrom(db, row, plan.firstLessonOn, clock.now().toISOString()) === 0)
        throw conflict(`${className(row)} is full from ${prettyDate(plan.firstLessonOn)}. Call us to keep the place.`);
      return { learnerId: learner.id, row, held: heldOf(plan, live.id) };
    }
    const startsOn = firstLessonForNewPlace(db, clock, actorId, learner, row);
    const plan = blockForNewPlace(db, clock, row, startsOn);
    if (!plan) throw new ApiError(409, nothingToSell, { classId: [nothingToSell] });
    return { learnerId: learner.id, row, held: heldOf(plan, null) };
  } catch (error) {
    throw underItem(error, field);
  }
}

const heldOf = (plan: BlockPlan, topUpOf: number | null): HeldBlock => ({
  kind: plan.kind,
  lessons: plan.lessons.length,
  price: plan.price,
  firstLessonOn: plan.firstLessonOn,
  lastLessonOn: plan.lastLessonOn,
  endsOn: plan.endsOn,
  topUpOf,
});

export const blockMessages = {
  started: (name: string) =>
    `The first lesson of the block for ${name} has started. Remove it from your basket and add the class again.`,
  placeChanged: 'The place this top-up was for has changed. Remove it from your basket and add it again.',
  placedMeanwhile: 'This learner has a place in this programme now. Remove the block from your basket.',
} as const;

/**
 * Checking out a basket line for a block (inside the order's transaction): the held place becomes the learner's, from
 * the block's first lesson to its end, or a top-up moves the place's end on. The hold kept the place, so capacity is
 * not counted again. Answers the place's id; recordBlock then records the block against the order.
 */
export function placeForBlock(
  db: Database,
  clock: Clock,
  line: { learnerId: number; payerId: number; classId: number; held: HeldBlock },
): number {
  const { held } = line;
  const row = findClass(db, line.classId)!;
  if (lessonStart(row, held.firstLessonOn).getTime() <= clock.now().getTime())
    throw conflict(blockMessages.started(className(row)));
  if (held.topUpOf !== null) {
    const place = findEnrolment(db, held.topUpOf);
    if (!place || place.status !== 'active' || place.notice_given_at || (place.ends_on ?? '') >= held.firstLessonOn)
      throw conflict(blockMessages.placeChanged);
    db.prepare('UPDATE lesson_enrolments SET ends_on = ? WHERE id = ?').run(held.endsOn, place.id);
    return place.id;
  }
  if (livePlaceInProgramme(db, line.learnerId, row.programme_id)) throw conflict(blockMessages.placedMeanwhile);
  return insertPlace(db, clock, {
    learnerId: line.learnerId,
    payerId: line.payerId,
    row,
    startsOn: held.firstLessonOn,
    endsOn: held.endsOn,
  });
}

/** The block paid for a place, against its order. */
export function recordBlock(db: Database, clock: Clock, placeId: number, orderId: number, held: HeldBlock): void {
  db.prepare(
    `INSERT INTO lesson_blocks (enrolment_id, order_id, kind, lessons, amount, first_lesson_on, last_lesson_on, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    placeId,
    orderId,
    held.kind,
    held.lessons,
    held.price,
    held.firstLessonOn,
    held.lastLessonOn,
    clock.now().toISOString(),
  );
}

type CardBlockPayment = Extract<NonNullable<LessonPlace['payment']>, { method: 'cardBlock' }>;

/** A place paid by blocks as my account shows it: paid up to, lessons left, the blocks, and a top-up on sale. */
export function cardBlockPayment(db: Database, clock: Clock, place: EnrolmentRow): CardBlockPayment | null {
  const blocks = blocksOf(db, place.id);
  if (blocks.length === 0) return null;
  const row = place.class_id ? findClass(db, place.class_id) : undefined;
  const paidUpTo = blocks.reduce((last, block) => (block.last_lesson_on > last ? block.last_lesson_on : last), '');
  const lessonsLeft = row ? paidLessonsLeft(db, clock, row, place, paidUpTo) : 0;
  const canTopUp =
    row !== undefined &&
    topUpProblem({
      status: place.status,
      paidByBlocks: true,
      delivery: row.delivery,
      noticeGiven: place.notice_given_at !== null,
    }) === null;
  return {
    method: 'cardBlock',
    paidUpTo: (place.ends_on && place.ends_on < paidUpTo ? place.ends_on : paidUpTo) as IsoDate,
    lessonsLeft,
    blocks: blocks.map((block) => ({
      kind: block.kind,
      lessons: block.lessons,
      firstLessonOn: block.first_lesson_on as IsoDate,
      lastLessonOn: block.last_lesson_on as IsoDate,
      amount: toMoney(block.amount),
      paidOn: londonDate(new Date(block.paid_at)),
      orderId: block.order_id,
    })),
    topUp: canTopUp && row ? cardBlockView(db, blockForTopUp(db, clock, row, place), true) : null,
  };
}
