import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { FreezeQuote } from '@leisure/api-contract/browser';
import { longDate } from '../membershipLabels.ts';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h2:focus {
    outline: none;
  }
  p,
  ul {
    margin: 0;
  }
`;

/**
 * What a freeze does to the Direct Debit, shown before confirming (docs/decisions/0440): each reduced collection
 * with its usual amount, the first full one after the freeze, and the saving. Focus comes here when it appears.
 */
export function FreezeQuoteSummary({ quote }: { quote: FreezeQuote }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [quote]);
  return (
    <Section aria-labelledby="freeze-quote-heading">
      <h2 id="freeze-quote-heading" ref={heading} tabIndex={-1}>
        Your payments with this freeze
      </h2>
      <p>
        Frozen from {longDate(quote.startDate)} to {longDate(quote.endDate)} ({quote.days} days), at{' '}
        {quote.monthlyFee.formatted} a month while frozen.
      </p>
      <ul>
        {quote.reducedPayments.map((payment) => (
          <li key={payment.date}>
            {longDate(payment.date)}: {payment.amount.formatted} instead of {payment.usualAmount.formatted}
          </li>
        ))}
      </ul>
      {quote.nextFullPayment && (
        <p>
          Then {quote.nextFullPayment.amount.formatted} as usual from {longDate(quote.nextFullPayment.date)}.
        </p>
      )}
      <p>
        <strong>You pay {quote.saving.formatted} less in all.</strong>
      </p>
    </Section>
  );
}
