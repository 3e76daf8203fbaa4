import type { LessonPlace } from '@leisure/api-contract/browser';
import { useAddToCartMutation } from '@leisure/api-client/endpoints/cartChangesApi';
import { useHrefTo } from '@leisure/layout';
import { Button } from '@leisure/ui';
import { dateText } from '../lessonLabels.ts';
import { Facts, PlainList } from './lessonsStyles.ts';

type CardBlockPayment = Extract<NonNullable<LessonPlace['payment']>, { method: 'cardBlock' }>;

export interface CardBlockPaymentsProps {
  payment: CardBlockPayment;
  place: LessonPlace;
  learnerName: string;
}

/**
 * Lessons paid by card in blocks (docs/decisions/0599-lesson-blocks-by-card.md): paid up to when, how many lessons
 * are left, the blocks paid, and for a continuous class the next ten lessons to top up. Topping up puts them in the
 * basket, which holds the place for 15 minutes, and opens it in bookings to pay.
 */
export function CardBlockPayments({ payment, place, learnerName }: CardBlockPaymentsProps) {
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const hrefTo = useHrefTo();
  const { topUp } = payment;

  async function addTopUp() {
    if (!place.class) return;
    const result = await addToCart({
      body: { items: [{ type: 'lessonBlock', classId: place.class.id, learnerId: place.learner.id }] },
    });
    // A refusal is toasted by the basket's calls (cartChangesApi) in the server's words; the page stays.
    if (!('error' in result)) window.location.assign(hrefTo({ app: 'bookings', path: '/basket' }));
  }

  return (
    <>
      <h4>Payments</h4>
      <Facts>
        <dt>Paid by card up to</dt>
        <dd>{dateText(payment.paidUpTo)}</dd>
        <dt>Lessons left</dt>
        <dd>{String(payment.lessonsLeft)}</dd>
      </Facts>
      <p>Blocks paid:</p>
      <PlainList aria-label={`Blocks paid for ${learnerName}`}>
        {payment.blocks.map((block) => (
          <li key={`${block.orderId}-${block.firstLessonOn}`}>
            {`${block.lessons} lessons, ${dateText(block.firstLessonOn)} to ${dateText(block.lastLessonOn)}: ${block.amount.formatted}, paid ${dateText(block.paidOn)}`}
          </li>
        ))}
      </PlainList>
      {topUp && (
        <>
          <p>{`${topUp.name}: ${dateText(topUp.firstLessonOn)} to ${dateText(topUp.lastLessonOn)}, ${topUp.price.formatted}.`}</p>
          <Button
            variant="primary"
            aria-label={`Top up ten lessons for ${learnerName}, ${topUp.price.formatted}`}
            busy={isLoading}
            onClick={() => void addTopUp()}
          >
            Top up ten lessons
          </Button>
        </>
      )}
    </>
  );
}
