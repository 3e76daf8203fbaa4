import type { ReactNode } from 'react';
import { prettyDate } from '@leisure/dates';
import { paymentOptionText, type MembershipLine } from '../orderLines.ts';
import { Card, Details } from './confirmationStyles.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** docs/product/joining.md §2: the new membership, as bought: name, home centre, how it is paid, its dates and what it includes. */
export function MembershipSummary({ line }: { line: MembershipLine }) {
  return (
    <Card aria-labelledby="new-membership-heading">
      <h2 id="new-membership-heading">Your new membership</h2>
      <Details>
        <Detail term="Membership">{line.friendlyName}</Detail>
        <Detail term="Home centre">{line.homeVenue.name}</Detail>
        <Detail term="Payment">{paymentOptionText(line)}</Detail>
        <Detail term="Start date">{prettyDate(line.startDate)}</Detail>
        {line.endDate && <Detail term="End date">{prettyDate(line.endDate)}</Detail>}
        {line.categories.length > 0 && (
          <Detail term="Includes">{line.categories.map((category) => category.name).join(', ')}</Detail>
        )}
      </Details>
    </Card>
  );
}
