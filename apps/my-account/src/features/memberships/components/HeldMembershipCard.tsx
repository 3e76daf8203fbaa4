import { useRef } from 'react';
import styled from 'styled-components';
import type { HeldMembership } from '@leisure/api-contract/browser';
import { useHrefTo } from '@leisure/layout';
import { Button, ButtonLink, ButtonRow, NamedIcon, panel } from '@leisure/ui';
import { longDate, ordinal, paymentMethodLabel, paymentOnLabel, priceLabel, statusLabel } from '../membershipLabels.ts';
import { membershipLinks } from '../membershipLinks.ts';
import { useMembershipActions } from '../hooks/useMembershipActions.ts';

const Card = styled.article`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};

  h2 {
    margin: 0;
    font-size: 1.375rem;
  }
  h2:focus {
    outline: none;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  justify-items: start;
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.primary};
  background: ${({ theme }) => theme.colours.surface};

  p {
    margin: 0;
  }
`;

/**
 * One membership (docs/product/account.md D29): its status, home centre, price, payment method, billing day and next
 * payment; a freeze or notice under way with the way to undo it; and what the member can do with it.
 */
// The membership's icon from the API, before its name (docs/decisions/0020-imagery-from-the-api.md).
const TypeIcon = styled(NamedIcon)`
  margin-right: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.primaryOnBackground};
  vertical-align: -0.15em;
`;

export function HeldMembershipCard({ membership }: { membership: HeldMembership }) {
  const hrefTo = useHrefTo();
  const heading = useRef<HTMLHeadingElement>(null);
  const { endTheFreeze, keepMembership, ending, keeping } = useMembershipActions();
  const headingId = `membership-${membership.id}`;
  const { freeze, notice } = membership;
  // Each control's name is its visible text and the membership's name (docs/product/platform.md D19).
  // The button pressed goes away with what it undid: reading goes on from the membership's heading.
  const afterwards = (done: boolean) => done && heading.current?.focus();
  const freezeAction = freeze?.status === 'scheduled' ? 'Cancel freeze' : 'End freeze';

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <TypeIcon name={membership.icon} size="1.1em" />
        {membership.name}
      </h2>
      <Details>
        <dt>Status</dt>
        <dd>{statusLabel(membership)}</dd>
        <dt>Home centre</dt>
        <dd>{membership.homeVenue.name}</dd>
        <dt>Price</dt>
        <dd>{priceLabel(membership)}</dd>
        <dt>Payment method</dt>
        <dd>{paymentMethodLabel(membership)}</dd>
        {membership.billingDay !== null && (
          <>
            <dt>Billing day</dt>
            <dd>The {ordinal(membership.billingDay)} of each month</dd>
          </>
        )}
        <dt>Next payment</dt>
        <dd>{paymentOnLabel(membership.nextPaymentDate, membership.nextPaymentAmount)}</dd>
        {membership.endDate && !notice && (
          <>
            <dt>{membership.status === 'ended' ? 'Ended on' : 'Ends on'}</dt>
            <dd>{longDate(membership.endDate)}</dd>
          </>
        )}
      </Details>

      {freeze && (
        <Note>
          <p>
            {freeze.status === 'scheduled' ? 'Freeze booked' : 'Frozen'} from {longDate(freeze.startDate)} to{' '}
            {longDate(freeze.endDate)}, at {freeze.monthlyFee.formatted} a month while frozen.
          </p>
          <Button
            variant="secondary"
            size="small"
            busy={ending}
            aria-label={`${freezeAction}, ${membership.name}`}
            onClick={() => void endTheFreeze(membership).then(afterwards)}
          >
            {freezeAction}
          </Button>
        </Note>
      )}

      {notice && (
        <Note>
          <p>
            {notice.coolingOff
              ? `Cancelled in the cooling-off period: it ends on ${longDate(notice.endDate)} and ${notice.refund?.formatted ?? 'what you paid'} is refunded.`
              : `You have given notice: this membership ends on ${longDate(notice.endDate)}.`}
            {notice.lastPaymentDate && notice.lastPaymentAmount
              ? ` Your last payment is ${notice.lastPaymentAmount.formatted} on ${longDate(notice.lastPaymentDate)}.`
              : ''}
          </p>
          {notice.canWithdraw && (
            <Button
              size="small"
              busy={keeping}
              aria-label={`Keep my membership, ${membership.name}`}
              onClick={() => void keepMembership(membership).then(afterwards)}
            >
              Keep my membership
            </Button>
          )}
        </Note>
      )}

      <ButtonRow>
        {membershipLinks(membership, hrefTo).map(({ label, href, variant }) => (
          <ButtonLink
            key={label}
            variant={variant}
            size="small"
            href={href}
            aria-label={`${label}, ${membership.name}`}
          >
            {label}
          </ButtonLink>
        ))}
      </ButtonRow>
    </Card>
  );
}
