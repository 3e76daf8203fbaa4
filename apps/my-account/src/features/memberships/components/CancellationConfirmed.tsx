import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HeldMembership, MembershipNotice } from '@leisure/api-contract/browser';
import { usePageTitle } from '@leisure/theme';
import { Button, Link } from '@leisure/ui';
import { useMembershipActions } from '../hooks/useMembershipActions.ts';
import { longDate, membershipsPath } from '../membershipLabels.ts';

/**
 * The confirmation page of a cancellation (docs/decisions/0441): the end date, the last payment or the refund, the
 * email on its way, and Keep my membership while the notice can still be withdrawn.
 */
export function CancellationConfirmed({
  membership,
  notice,
}: {
  membership: HeldMembership;
  notice: MembershipNotice;
}) {
  usePageTitle('Cancellation confirmed');
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const { keepMembership, keeping } = useMembershipActions();
  useEffect(() => heading.current?.focus(), []);

  async function keep() {
    if (await keepMembership(membership)) void navigate(membershipsPath);
  }

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Cancellation confirmed
      </h1>
      <p>
        {notice.coolingOff
          ? `${membership.name} is cancelled within its 14-day cooling-off period: it ends today, ${longDate(notice.endDate)}, and ${notice.refund?.formatted ?? 'what you paid'} will be refunded in full.`
          : `${membership.name} ends on ${longDate(notice.endDate)}. You can use it as usual until then.`}
      </p>
      {!notice.coolingOff && (
        <p>
          {notice.lastPaymentDate && notice.lastPaymentAmount
            ? `Your last Direct Debit payment is ${notice.lastPaymentAmount.formatted} on ${longDate(notice.lastPaymentDate)}.`
            : 'There are no more Direct Debit payments.'}
        </p>
      )}
      <p>We have sent you an email confirming this.</p>
      {notice.canWithdraw && (
        <>
          <p>Changed your mind? You can keep your membership until {longDate(notice.endDate)}.</p>
          <div>
            <Button busy={keeping} onClick={() => void keep()}>
              Keep my membership
            </Button>
          </div>
        </>
      )}
      <p>
        <Link href={membershipsPath}>Back to Memberships</Link>
      </p>
    </>
  );
}
