import type { JoiningCart } from '@leisure/api-contract';
import { FeeLines } from '../../paymentSummary/index.ts';

/** What is in the joining cart and what it costs today (the checkout page's basket). */
export function JoiningCartSummary({ cart }: { cart: JoiningCart }) {
  const { costs } = cart.paymentOption;
  const { fees } = costs;
  return (
    <section aria-labelledby="cart-heading">
      <h2 id="cart-heading">Your basket</h2>
      <FeeLines>
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
      </FeeLines>
      <p>{costs.schedule.summary}</p>
    </section>
  );
}
