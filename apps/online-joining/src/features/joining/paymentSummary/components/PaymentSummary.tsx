import styled from 'styled-components';
import type { MembershipCosts } from '@leisure/api-contract';
import { FeeLines } from './feeLines.ts';

const Aside = styled.aside`
  padding: ${({ theme }) => theme.spacing.l};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
    font-size: 1.375rem;
  }
  .wide {
    display: inline;
  }
  .narrow {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    .wide {
      display: none;
    }
    .narrow {
      display: inline;
    }
  }
`;

const Schedule = styled.p`
  margin: ${({ theme }) => theme.spacing.m} 0 0;
`;

export interface SummaryLine {
  label: string;
  value: string;
}

export interface PaymentSummaryProps {
  /** Null until a membership is chosen. */
  selection: {
    membershipName: string;
    categories: string;
    price: string;
    duration: string;
    startDate: string | null;
  } | null;
  /** The fee lines (setup, pro-rata with its days, month in hand, discount) once costs are known. */
  lines: SummaryLine[];
  costs: Pick<MembershipCosts, 'totalToPayNow' | 'schedule'> | undefined;
}

const prettyDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** docs/product/joining.md §2 "Payment summary sidebar" ("Your selection" on small screens), with the all-in schedule. */
export function PaymentSummary({ selection, lines, costs }: PaymentSummaryProps) {
  return (
    <Aside aria-labelledby="payment-summary-heading">
      <h2 id="payment-summary-heading">
        <span className="wide">Payment summary</span>
        <span className="narrow">Your selection</span>
      </h2>
      {!selection ? (
        <p>You haven&apos;t selected a membership yet.</p>
      ) : (
        <>
          <FeeLines>
            <dt>{selection.membershipName}</dt>
            <dd>
              {selection.price} {selection.duration}
            </dd>
            {selection.categories && (
              <>
                <dt>Includes</dt>
                <dd>{selection.categories}</dd>
              </>
            )}
            {selection.startDate && (
              <>
                <dt>Start date</dt>
                <dd>{prettyDate(selection.startDate)}</dd>
              </>
            )}
            {lines.map((line) => (
              <div key={line.label} style={{ display: 'contents' }}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
            {costs && (
              <>
                <dt className="total">To pay now</dt>
                <dd className="total">{costs.totalToPayNow.formatted}</dd>
              </>
            )}
          </FeeLines>
          {costs?.schedule && <Schedule>{costs.schedule.summary}</Schedule>}
        </>
      )}
    </Aside>
  );
}
