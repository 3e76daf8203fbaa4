import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/apiError.ts';
import { holdExpiry } from '../activities/index.ts';
import { blockToHold } from '../lessons/index.ts';

/** A block of lessons by card for a household member (docs/decisions/0599). */
export interface LessonBlockToAdd {
  type: 'lessonBlock';
  classId: number;
  learnerId: number;
}

export const BLOCK_IN_BASKET_MESSAGE = 'This block is already in a basket. Check out or remove it there first.';

/**
 * Puts a block of lessons by card in the basket (docs/decisions/0599-lesson-blocks-by-card.md): checked as enrolling
 * is (lessons' blockToHold), priced now, and holding the learner's place in the class for 15 minutes, counted by the
 * class's places (lessons/classPlaces.ts). One live hold per learner and class, in any basket.
 */
export function holdLessonBlock(
  db: Database,
  clock: Clock,
  line: { cartId: number; actorId: number; item: LessonBlockToAdd; field: string; clientAddress: string | null },
): void {
  const now = clock.now();
  const { learnerId, row, held } = blockToHold(db, clock, line.actorId, line.item, line.field);
  const already = db
    .prepare(
      `SELECT 1 FROM cart_items WHERE type = 'lessonBlock' AND lesson_class_id = ? AND purchased_for_user_id = ?
       AND held_until > ?`,
    )
    .get(row.id, learnerId, now.toISOString());
  if (already) throw conflict(BLOCK_IN_BASKET_MESSAGE);
  db.prepare(
    `INSERT INTO cart_items (cart_id, type, purchased_for_user_id, held_until, details_json, created_at, client_address,
       lesson_class_id, lesson_from, lesson_to) VALUES (?, 'lessonBlock', ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    line.cartId,
    learnerId,
    holdExpiry(now),
    JSON.stringify(held),
    now.toISOString(),
    line.clientAddress,
    row.id,
    held.firstLessonOn,
    held.endsOn,
  );
}
