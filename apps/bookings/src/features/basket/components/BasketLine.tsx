import type { SessionCartItem } from '@leisure/api-contract/browser';
import { formatHoldTime, useBasketActions } from '@leisure/basket';
import { formatMoney } from '@leisure/payment';
import { Button } from '@leisure/ui';
import { focusBasketAfterRemoval } from '../hooks/focusBasket.ts';
import { lineDay, lineTimes } from '../lineLabels.ts';
import { Covered, LineCard, LineFooter, Muted, Price } from './basketStyles.ts';
import { PricingOptionSelect } from './PricingOptionSelect.tsx';

export interface BasketLineProps {
  line: SessionCartItem;
  /** What tells this line apart in its controls' names (lineName). */
  name: string;
  /** A call on the basket is under way: the line's controls wait. */
  busy: boolean;
}

/**
 * One place in the basket (docs/product/bookings.md D22, D23): the session, who it is for, until when the place is
 * held, its price (changeable), what covers it (a membership benefit or a package use, each removable), and Remove.
 */
export function BasketLine({ line, name, busy }: BasketLineProps) {
  const { remove, changePricingOption, removeBenefit, removePackageUsage } = useBasketActions();
  const { session } = line;
  async function removeLine() {
    if (await remove([line.id])) focusBasketAfterRemoval();
  }
  return (
    <LineCard>
      <h3>{line.name}</h3>
      <p>
        {lineDay(line)}, {lineTimes(line)}
      </p>
      <p>
        {session.location}, {session.venue.name}
      </p>
      <p>For {line.attendee.name}</p>
      <Muted>Held until {formatHoldTime(line.heldUntil)}</Muted>
      <PricingOptionSelect
        line={line}
        name={name}
        disabled={busy}
        onChange={(pricingOptionId) => changePricingOption(line.id, pricingOptionId)}
      />
      {line.appliedBenefit && (
        <Covered>
          <span>Included with {line.appliedBenefit.name}</span>
          <Button variant="link" aria-label={`Remove benefit, ${name}`} onClick={() => removeBenefit(line.id)}>
            Remove benefit
          </Button>
        </Covered>
      )}
      {line.appliedPackageUsage && (
        <Covered>
          <span>Uses 1 of your {line.appliedPackageUsage.name}</span>
          <Button variant="link" aria-label={`Remove package use, ${name}`} onClick={() => removePackageUsage(line.id)}>
            Remove package use
          </Button>
        </Covered>
      )}
      <LineFooter>
        <Price>{formatMoney(line.price.amount)}</Price>
        <Button variant="secondary" size="small" aria-label={`Remove ${name}`} onClick={() => removeLine()}>
          Remove
        </Button>
      </LineFooter>
    </LineCard>
  );
}
