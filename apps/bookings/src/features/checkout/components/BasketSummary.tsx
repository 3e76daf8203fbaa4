import { Fragment } from 'react';
import type { Cart } from '@leisure/api-contract/browser';
import { formatMoney } from '@leisure/payment';
import { sessionWhen } from '../sessionWhen.ts';
import { Amounts, Lines } from './checkoutStyles.ts';

const tenderLabels: Record<string, string> = {
  cash: 'Cash',
  'offline-voucher': 'Voucher',
  cheque: 'Cheque',
  credit: 'Credit',
};

type Line = Cart['items'][number];

/** What a line costs: its price, or what covers it (a membership benefit, a use of a package). */
function priceOf(line: Line): string {
  if (line.appliedBenefit) return `Included: ${line.appliedBenefit.name}`;
  if (line.appliedPackageUsage) return `Uses 1 of your ${line.appliedPackageUsage.name}`;
  return line.price.formatted;
}

export interface BasketSummaryProps {
  cart: Cart;
  /** Lines the server says can no longer be booked: named as such. */
  unbookable: number[];
}

/**
 * The basket being paid for (docs/product/bookings.md D24): each line (activity, when, where, for whom, price), the
 * total, what offline payments and credit already cover, and the balance the card pays.
 */
export function BasketSummary({ cart, unbookable }: BasketSummaryProps) {
  return (
    <section aria-labelledby="basket-summary-heading">
      <h2 id="basket-summary-heading">Your basket</h2>
      <Lines aria-label="Basket items">
        {cart.items.map((line) => (
          <li key={line.id}>
            <h3>{line.name}</h3>
            <p>{sessionWhen(line.session)}</p>
            <p>
              {line.session.location}, {line.session.venue.name}
            </p>
            <p>For {line.attendee.name}</p>
            <p>{priceOf(line)}</p>
            {unbookable.includes(line.id) && (
              <p>
                <strong>This session can no longer be booked.</strong>
              </p>
            )}
          </li>
        ))}
      </Lines>
      <Amounts>
        <dt>Total</dt>
        <dd>{cart.totals.formattedTotal}</dd>
        {cart.payments.map((payment) => (
          <Fragment key={payment.tenderType}>
            <dt>{tenderLabels[payment.tenderType] ?? payment.tenderType}</dt>
            <dd>−{formatMoney(payment.amount)}</dd>
          </Fragment>
        ))}
        <dt>
          <strong>To pay now</strong>
        </dt>
        <dd>
          <strong>{cart.totals.formattedBalance}</strong>
        </dd>
      </Amounts>
    </section>
  );
}
