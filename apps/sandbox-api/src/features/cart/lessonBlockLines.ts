import type { Database } from '../../db/database.ts';
import { peopleByIds, type Person } from '../activities/index.ts';
import { vatIncluded } from '../../kernel/money.ts';
import {
  blockName,
  blockSummary,
  className,
  findClass,
  lessonStart,
  type ClassRow,
  type HeldBlock,
} from '../lessons/index.ts';
import type { CartItemRow } from './cartStore.ts';

/** A basket line for a block of lessons by card (docs/decisions/0599), priced as it was added. */
export interface PricedLessonBlockLine {
  kind: 'lessonBlock';
  item: CartItemRow;
  classRow: ClassRow;
  attendee: Person;
  held: HeldBlock;
  /** When the block's first lesson starts (the basket's order). */
  startsAt: string;
  name: string;
  description: string;
  price: number;
  tax: number;
}

/** The line for a cart_items row of type lessonBlock; null when its class has gone. */
export function lessonBlockLine(db: Database, item: CartItemRow): PricedLessonBlockLine | null {
  const row = item.lesson_class_id === null ? undefined : findClass(db, item.lesson_class_id);
  const attendee = peopleByIds(db, [item.purchased_for_user_id]).get(item.purchased_for_user_id);
  if (!row || !attendee || !item.details_json) return null;
  const held = JSON.parse(item.details_json) as HeldBlock;
  const name = blockName(db, held, held.topUpOf !== null);
  return {
    kind: 'lessonBlock',
    item,
    classRow: row,
    attendee,
    held,
    startsAt: lessonStart(row, held.firstLessonOn).toISOString(),
    name: `${row.programme_name}: ${className(row)}`,
    description: `${blockSummary(name, held, held.lessons)} · ${row.venue_name}`,
    price: held.price,
    tax: vatIncluded(held.price),
  };
}
