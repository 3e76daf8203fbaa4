import { useState } from 'react';
import type { CancellationQuote, HeldMembership } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useCancelMembershipMutation } from '@leisure/api-client/endpoints/myMembershipsApi';
import { usePageTitle } from '@leisure/theme';
import { Button, Link } from '@leisure/ui';
import { longDate, membershipsPath, paymentOnLabel } from '../membershipLabels.ts';

/**
 * What cancelling today means, shown before confirming (docs/decisions/0441): the notice period's end, the last
 * payment and any still to come, or the cooling-off refund. One press confirms: no call, no form, no cut-off date.
 */
export function CancellationQuoteSummary({
  membership,
  quote,
  onCancelled,
}: {
  membership: HeldMembership;
  quote: CancellationQuote;
  onCancelled: (membership: HeldMembership) => void;
}) {
  usePageTitle('Cancel membership');
  const [cancel, cancelling] = useCancelMembershipMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    const result = await cancel({ params: { membershipId: membership.id } });
    if ('error' in result) {
      setProblem(isApiError(result.error) ? result.error.message : 'Something went wrong. Please try again.');
      return;
    }
    onCancelled(result.data);
  }

  return (
    <>
      <h1>Cancel membership</h1>
      <p>
        {membership.name}, {membership.homeVenue.name}
      </p>
      {quote.coolingOff ? (
        <p>
          You joined less than 14 days ago, so you are in your cooling-off period: your membership ends today,{' '}
          {longDate(quote.endDate)}, and {quote.refund?.formatted} is refunded in full.
        </p>
      ) : (
        <>
          <p>
            Membership by Direct Debit needs one month&apos;s notice, to the day before a payment date. If you cancel
            today, {longDate(quote.givenOn)}:
          </p>
          <dl>
            <dt>Your membership ends on</dt>
            <dd>{longDate(quote.endDate)}</dd>
            <dt>Last payment</dt>
            <dd>{paymentOnLabel(quote.lastPaymentDate, quote.lastPaymentAmount)}</dd>
            <dt>Payments still to come</dt>
            <dd>
              {quote.remainingPayments.length === 0
                ? 'None'
                : quote.remainingPayments
                    .map((payment) => `${payment.amount.formatted} on ${longDate(payment.date)}`)
                    .join(', ')}
            </dd>
          </dl>
          <p>You can keep using your membership until it ends, and change your mind until then.</p>
        </>
      )}
      {problem && <p role="alert">{problem}</p>}
      <div>
        {/* The final, destructive answer: the danger style (docs/decisions/0017). */}
        <Button variant="danger" busy={cancelling.isLoading} onClick={() => void confirm()}>
          Confirm cancellation
        </Button>
      </div>
      <p>
        <Link href={membershipsPath}>Back to Memberships</Link>
      </p>
    </>
  );
}
