import { useEffect, useRef } from 'react';
import type { BillingDayChangeQuote } from '@leisure/api-contract/browser';
import { collectionDate, ordinal } from '../directDebitLabels.ts';

/**
 * What the new day does to the collections, shown before confirming (docs/decisions/0460): a collection still going
 * ahead on the current day, the first on the new day with its pro-rata part, and the monthly amount after it. Focus
 * comes here when it appears.
 */
export function BillingDayQuoteSummary({ quote }: { quote: BillingDayChangeQuote }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [quote]);
  const first = quote.firstCollection;
  return (
    <section aria-labelledby="billing-day-quote-heading">
      <h3 id="billing-day-quote-heading" ref={heading} tabIndex={-1}>
        Your collections on the {ordinal(quote.billingDay)}
      </h3>
      <ul>
        {quote.collectionGoingAhead && (
          <li>
            {quote.collectionGoingAhead.amount.formatted} on {collectionDate(quote.collectionGoingAhead.date)} goes
            ahead as already notified.
          </li>
        )}
        <li>
          <strong>
            Next collection date: {collectionDate(first.date)}, {first.amount.formatted}
          </strong>
          {quote.proRataAmount.amount > 0 &&
            ` (including ${quote.proRataAmount.formatted} for the days not yet paid for before the new day)`}
          .
        </li>
        <li>
          Then {quote.monthlyAmount.formatted} on the {ordinal(quote.billingDay)} of each month.
        </li>
      </ul>
    </section>
  );
}
