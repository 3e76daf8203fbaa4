import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import type { HeldMembership } from '@leisure/api-contract/browser';
import { isApiError } from '@leisure/api-client';
import { useQuoteCancellationQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { usePageTitle } from '@leisure/theme';
import { PageBreadcrumbs } from '@leisure/layout';
import { FullPageError, Link, NotFound, Spinner } from '@leisure/ui';
import { membershipIdFrom, useHeldMembership } from '../hooks/useHeldMembership.ts';
import { membershipsPath } from '../membershipLabels.ts';
import { CancellationConfirmed } from './CancellationConfirmed.tsx';
import { CancellationQuoteSummary } from './CancellationQuoteSummary.tsx';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  justify-items: start;

  h1,
  p,
  dl {
    margin: 0;
  }
  h1:focus {
    outline: none;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }
`;

/**
 * Cancel membership (docs/decisions/0441): what cancelling means first, then the confirmation page. A membership
 * whose notice is already given shows its confirmation, with Keep my membership.
 */
export function CancelMembershipPage() {
  usePageTitle('Cancel membership');
  const membershipId = membershipIdFrom(useParams().membershipId);
  const { membership, isLoading, error, missing } = useHeldMembership(membershipId);
  const [cancelled, setCancelled] = useState<HeldMembership | null>(null);
  const shown = cancelled ?? membership;
  const quote = useQuoteCancellationQuery(
    membership && !shown?.notice ? { params: { membershipId: membership.id } } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  if (membershipId === null || missing) return <NotFound />;
  if (isLoading || quote.isLoading) return <Spinner label="Working out your notice period" />;
  if (error || !shown) return <FullPageError />;
  const refused = isApiError(quote.error) && quote.error.status === 409 ? quote.error.message : null;

  let content;
  if (shown.notice) content = <CancellationConfirmed membership={shown} notice={shown.notice} />;
  else if (refused)
    content = (
      <>
        <h1>Cancel membership</h1>
        <p>{refused}</p>
        <p>
          <Link href={membershipsPath}>Back to Memberships</Link>
        </p>
      </>
    );
  else if (quote.data)
    content = <CancellationQuoteSummary membership={shown} quote={quote.data} onCancelled={setCancelled} />;
  else content = <FullPageError />;

  return (
    <Page>
      <PageBreadcrumbs items={[{ label: 'Memberships', href: membershipsPath }, { label: 'Cancel membership' }]} />
      {content}
    </Page>
  );
}
