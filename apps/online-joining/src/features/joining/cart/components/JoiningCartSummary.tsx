import styled from 'styled-components';
import type { JoiningCart } from '@leisure/api-contract';
import { FeeLines } from '../../paymentSummary/components/feeLines.ts';

const Membership = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
`;

/**
 * What is in the joining cart and what it costs today (the checkout page's basket). Only today's payment is in the
 * fee lines, so that they add up to the total: a monthly price is said in words (the schedule below), and only a
 * single payment's price is a line of its own.
 */
export function JoiningCartSummary({ cart }: { cart: JoiningCart }) {
  const { costs } = cart.paymentOption;
  const { fees } = costs;
  const single = cart.paymentOption.paymentType === 'fixed';
  return (
    <section aria-labelledby="cart-heading">
      <h2 id="cart-heading">Your basket</h2>
      <Membership>
        <strong>{cart.membershipType.name}</strong> ({cart.paymentOption.name}) at {cart.homeVenue.name}
        {!single && `, ${cart.paymentOption.globalBasePrice} a month`}
      </Membership>
      <FeeLines>
        {single && (
          <>
            <dt>Membership</dt>
            <dd>{fees.baseFee.formatted}</dd>
          </>
        )}
        {fees.joiningFee.amount > 0 && (
          <>
            <dt>Setup fee</dt>
            <dd>{fees.joiningFee.formatted}</dd>
          </>
        )}
        {fees.proRataFee.amount > 0 && (
          <>
            <dt>Pro-rata payment ({costs.proRataDays} days)</dt>
            <dd>{fees.proRataFee.formatted}</dd>
          </>
        )}
        {fees.monthInHandFee.amount > 0 && (
          <>
            <dt>Month in hand</dt>
            <dd>{fees.monthInHandFee.formatted}</dd>
          </>
        )}
        {fees.discount.amount > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{fees.discount.formatted}</dd>
          </>
        )}
        <dt className="total">Total to pay now</dt>
        <dd className="total">{costs.totalToPayNow.formatted}</dd>
      </FeeLines>
      <p>{costs.schedule.summary}</p>
    </section>
  );
}
