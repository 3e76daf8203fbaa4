import type { Cart } from '@leisure/api-contract/browser';
import { formatMoney } from '@leisure/payment';
import styled from 'styled-components';
import { ButtonLink, DefinitionList } from '@leisure/ui';
import { SummaryCard } from './basketStyles.ts';

export const WAIVERS_OUTSTANDING_ID = 'basket-waivers-outstanding';

/** Below the tablet breakpoint the sticky basket bar carries Checkout instead: one Checkout a page (decision 0027). */
const SummaryCheckout = styled.div`
  ${({ theme }) => theme.media.belowTablet} {
    display: none;
  }
`;

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
  const creditKinds = [
    ['Membership', credits.membership],
    ['Account', credits.general],
  ] as const;
  return (
    <SummaryCard aria-labelledby="basket-totals-heading">
      <h2 id="basket-totals-heading">Summary</h2>
      <DefinitionList
        variant="amounts"
        items={[
          { label: 'Items', value: itemCount(totals.itemCount) },
          { label: 'Subtotal before VAT', value: formatMoney(totals.subTotal) },
          { label: 'VAT', value: formatMoney(totals.taxTotal) },
          // Prices include VAT (decision 0306); the total says so (decision 0027).
          {
            label: `Total (including VAT ${formatMoney(totals.taxTotal)})`,
            value: formatMoney(totals.total),
            total: true,
          },
          totals.balance !== totals.total && { label: 'Left to pay', value: formatMoney(totals.balance) },
        ]}
      />
      {creditAvailable > 0 && (
        <DefinitionList
          variant="amounts"
          aria-label="Credit"
          items={creditKinds.flatMap(([kind, credit]) =>
            credit.totalAvailable > 0
              ? [
                  { label: `${kind} credit available`, value: formatMoney(credit.totalAvailable) },
                  { key: `${kind} usable`, label: 'Usable on this basket', value: formatMoney(credit.maxApplicable) },
                ]
              : [],
          )}
        />
      )}
      {waiversOutstanding && <p id={WAIVERS_OUTSTANDING_ID}>Accept the waivers above to check out.</p>}
      <SummaryCheckout>
        <ButtonLink
          href="/checkout"
          fullWidth
          aria-describedby={waiversOutstanding ? WAIVERS_OUTSTANDING_ID : undefined}
        >
          Checkout
        </ButtonLink>
      </SummaryCheckout>
    </SummaryCard>
  );
}
