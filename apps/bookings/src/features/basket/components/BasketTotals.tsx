import type { Cart } from '@leisure/api-contract/browser';
import { formatMoney } from '@leisure/payment';
import { ButtonLink } from '@leisure/ui';
import { Amounts, SummaryCard } from './basketStyles.ts';

export interface BasketTotalsProps {
  cart: Cart;
  /** Waivers are still to be accepted: Checkout says so instead of going on. */
  waiversOutstanding: boolean;
}

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The basket's totals (docs/product/platform.md §3: subtotal, VAT, total, balance, item count), the credit the
 * customer holds and how much of it this basket could use, and Checkout (D22).
 */
export function BasketTotals({ cart, waiversOutstanding }: BasketTotalsProps) {
  const { totals, credits } = cart;
  const creditAvailable = credits.membership.totalAvailable + credits.general.totalAvailable;
  return (
    <SummaryCard aria-labelledby="basket-totals-heading">
      <h2 id="basket-totals-heading">Summary</h2>
      <Amounts>
        <dt>Items</dt>
        <dd>{itemCount(totals.itemCount)}</dd>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subTotal)}</dd>
        <dt>VAT</dt>
        <dd>{formatMoney(totals.taxTotal)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatMoney(totals.total)}</strong>
        </dd>
        {totals.balance !== totals.total && (
          <>
            <dt>Left to pay</dt>
            <dd>{formatMoney(totals.balance)}</dd>
          </>
        )}
      </Amounts>
      {creditAvailable > 0 && (
        <Amounts aria-label="Credit">
          {credits.membership.totalAvailable > 0 && (
            <>
              <dt>Membership credit available</dt>
              <dd>{formatMoney(credits.membership.totalAvailable)}</dd>
              <dt>Usable on this basket</dt>
              <dd>{formatMoney(credits.membership.maxApplicable)}</dd>
            </>
          )}
          {credits.general.totalAvailable > 0 && (
            <>
              <dt>Account credit available</dt>
              <dd>{formatMoney(credits.general.totalAvailable)}</dd>
              <dt>Usable on this basket</dt>
              <dd>{formatMoney(credits.general.maxApplicable)}</dd>
            </>
          )}
        </Amounts>
      )}
      {waiversOutstanding && <p id="basket-waivers-outstanding">Accept the waivers above to check out.</p>}
      <ButtonLink
        href="/checkout"
        fullWidth
        aria-describedby={waiversOutstanding ? 'basket-waivers-outstanding' : undefined}
      >
        Checkout
      </ButtonLink>
    </SummaryCard>
  );
}
