import type { LessonBlockCartItem } from '@leisure/api-contract/browser';
import { formatHoldTime, useBasketActions } from '@leisure/basket';
import { formatMoney } from '@leisure/payment';
import { Button } from '@leisure/ui';
import { focusBasketAfterRemoval } from '../hooks/focusBasket.ts';
import { LineCard, LineFooter, Muted, Price } from './basketStyles.ts';

export interface LessonBlockLineProps {
  line: LessonBlockCartItem;
  /** What tells this line apart in its controls' names (lineName). */
  name: string;
}

/**
 * A block of lessons paid by card (docs/decisions/0599-lesson-blocks-by-card.md): the class, the block and its
 * dates, the learner, until when the place is held, its price and Remove. Nothing on it can be changed: to book
 * another learner, the class is added again.
 */
export function LessonBlockLine({ line, name }: LessonBlockLineProps) {
  const { remove } = useBasketActions();
  async function removeLine() {
    if (await remove([line.id])) focusBasketAfterRemoval();
  }
  return (
    <LineCard>
      <h3>{line.name}</h3>
      <p>{line.description}</p>
      <p>For {line.attendee.name}</p>
      <Muted>Place held until {formatHoldTime(line.heldUntil)}</Muted>
      <LineFooter>
        <Price>{formatMoney(line.price.amount)}</Price>
        <Button variant="secondary" size="small" aria-label={`Remove ${name}`} onClick={() => removeLine()}>
          Remove
        </Button>
      </LineFooter>
    </LineCard>
  );
}
