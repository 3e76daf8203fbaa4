import styled from 'styled-components';
import type { JoiningCart } from '@leisure/api-contract';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
  margin: 0 0 ${({ theme }) => theme.spacing.m};

  dd {
    margin: 0;
    text-align: right;
  }
  .total {
    padding-top: ${({ theme }) => theme.spacing.xs};
    border-top: 1px solid ${({ theme }) => theme.colours.border};
    font-weight: 700;
    font-size: 1.25rem;
  }
`;

/** What is in the joining cart and what it costs today (the checkout page's basket). */
export function JoiningCartSummary({ cart }: { cart: JoiningCart }) {
  const { costs } = cart.paymentOption;
  const { fees } = costs;
  return (
    <section aria-labelledby="cart-heading">
      <h2 id="cart-heading">Your basket</h2>
      <Lines>
        <dt>
          {cart.membershipType.name} ({cart.paymentOption.name}) at {cart.homeVenue.name}
        </dt>
        <dd>{cart.paymentOption.globalBasePrice}</dd>
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
      </Lines>
      <p>{costs.schedule.summary}</p>
    </section>
  );
}
