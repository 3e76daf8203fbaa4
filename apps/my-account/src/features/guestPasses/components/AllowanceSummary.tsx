import { Fragment } from 'react';
import styled from 'styled-components';
import type { GuestPassOverview } from '@leisure/api-contract/browser';
import { allowanceLabel, monthLabel } from '../rules/guestPassRules.ts';

const Months = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.l};
  margin: 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;

const passes = (count: number) => (count === 1 ? '1 guest pass' : `${count} guest passes`);

/** The monthly allowance and what is left of it in each month a visit can fall in (decision 0401). */
export function AllowanceSummary({ overview }: { overview: GuestPassOverview }) {
  const limit = overview.allowances[0]?.monthlyLimit ?? 0;
  const membership = overview.membershipName ? `Your ${overview.membershipName} membership` : 'Your membership';
  return (
    <section aria-labelledby="guest-pass-allowance">
      <h2 id="guest-pass-allowance">Your allowance</h2>
      <p>
        {membership} includes {passes(limit)} a month. A pass counts in the month of the visit, and cancelling an
        upcoming pass gives it back.
      </p>
      <Months>
        {overview.allowances.map((allowance) => (
          <Fragment key={allowance.month}>
            <dt>{monthLabel(allowance.month)}</dt>
            <dd>{allowanceLabel(allowance)}</dd>
          </Fragment>
        ))}
      </Months>
    </section>
  );
}
