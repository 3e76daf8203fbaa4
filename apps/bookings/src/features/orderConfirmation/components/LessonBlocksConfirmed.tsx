import type { Order } from '@leisure/api-contract/browser';
import { weekdayDate } from '@leisure/dates';
import { Booking, Bookings } from './confirmationStyles.ts';

export type LessonBlockOrderLine = Extract<Order['items'][number], { type: 'lessonBlock' }>;

/** The order's blocks of lessons paid by card (docs/decisions/0599-lesson-blocks-by-card.md). */
export const lessonBlocksOf = (order: Order): LessonBlockOrderLine[] =>
  order.items.filter((item): item is LessonBlockOrderLine => item.type === 'lessonBlock');

/**
 * Each block the order paid for: the class, for whom, its lessons from the first to the last, and its price. A
 * top-up says it is added to the learner's place; a new place says when its first lesson is.
 */
export function LessonBlocksConfirmed({ blocks }: { blocks: LessonBlockOrderLine[] }) {
  if (blocks.length === 0) return null;
  return (
    <Bookings aria-label="Your lessons">
      {blocks.map((line) => (
        <Booking key={line.id}>
          <h2>{line.name}</h2>
          <dl>
            <dt>For</dt>
            <dd>{line.attendeeName}</dd>
            <dt>Lessons</dt>
            <dd>{line.description}</dd>
            <dt>{line.lessonBlock.topUp ? 'Paid up to' : 'First lesson'}</dt>
            <dd>
              {weekdayDate(line.lessonBlock.topUp ? line.lessonBlock.lastLessonOn : line.lessonBlock.firstLessonOn)}
            </dd>
            <dt>Price</dt>
            <dd>{line.price.formatted}</dd>
          </dl>
        </Booking>
      ))}
    </Bookings>
  );
}
