import styled from 'styled-components';
import type { Cart } from '@leisure/api-contract/browser';
import { formatMoney } from '@leisure/payment';
import { DefinitionList } from '@leisure/ui';
import { sessionWhen } from '../sessionWhen.ts';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.spacing.s} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
`;

const Amounts = styled(DefinitionList)`
  margin-top: ${({ theme }) => theme.spacing.m};
`;

const tenderLabels: Record<string, string> = {
  cash: 'Cash',
  'offline-voucher': 'Voucher',
  cheque: 'Cheque',
  credit: 'Credit',
};

type Line = Cart['items'][number];

/** What a line costs: its price, or what covers it (a membership benefit, a use of a package). */
function priceOf(line: Line): string {
  if (line.type === 'lessonBlock') return line.price.formatted;
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
            {line.type === 'session' ? (
              <>
                <p>{sessionWhen(line.session)}</p>
                <p>
                  {line.session.location}, {line.session.venue.name}
                </p>
              </>
            ) : (
              <p>{line.description}</p>
            )}
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
      <Amounts
        variant="amounts"
        items={[
          { label: 'Total', value: cart.totals.formattedTotal },
          ...cart.payments.map((payment) => ({
            label: tenderLabels[payment.tenderType] ?? payment.tenderType,
            value: `−${formatMoney(payment.amount)}`,
          })),
          { label: 'To pay now', value: cart.totals.formattedBalance, total: true },
        ]}
      />
    </section>
  );
}
