import type { Cart } from '@leisure/api-contract/browser';
import { StickyBasketBar } from '@leisure/layout/basketBar';
import { BasketLine } from './BasketLine.tsx';
import { LessonBlockLine } from './LessonBlockLine.tsx';
import { BasketTotals, WAIVERS_OUTSTANDING_ID } from './BasketTotals.tsx';
import { BasketWaivers, useWaiversOutstanding } from './BasketWaivers.tsx';
import { EmptyBasketButton } from './EmptyBasketButton.tsx';
import { ITEMS_HEADING_ID } from '../hooks/focusBasket.ts';
import { inBasketOrder, lineName } from '../lineLabels.ts';
import { BasketLayout, Lines, PageActions } from './basketStyles.ts';

/** A basket with lines: the lines in order, the waivers, Empty basket, and the totals with Checkout (D22). */
export function BasketContents({ cart, busy }: { cart: Cart; busy: boolean }) {
  const lines = inBasketOrder(cart.items);
  const waiversOutstanding = useWaiversOutstanding(cart);
  return (
    <BasketLayout>
      <div>
        <section aria-labelledby={ITEMS_HEADING_ID}>
          <h2 id={ITEMS_HEADING_ID} tabIndex={-1}>
            Items
          </h2>
          <Lines aria-labelledby={ITEMS_HEADING_ID}>
            {lines.map((line) =>
              line.type === 'session' ? (
                <BasketLine key={line.id} line={line} name={lineName(line, lines)} busy={busy} />
              ) : (
                <LessonBlockLine key={line.id} line={line} name={lineName(line, lines)} />
              ),
            )}
          </Lines>
        </section>
        <BasketWaivers cart={cart} />
        <PageActions>
          <EmptyBasketButton />
        </PageActions>
      </div>
      <BasketTotals cart={cart} waiversOutstanding={waiversOutstanding} />
      {/* Below the tablet breakpoint the totals follow the lines: Checkout stays in reach (docs/decisions/0027). */}
      <StickyBasketBar belowTabletOnly checkoutDescribedBy={waiversOutstanding ? WAIVERS_OUTSTANDING_ID : undefined} />
    </BasketLayout>
  );
}
