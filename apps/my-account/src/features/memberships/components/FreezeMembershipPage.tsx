import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { isApiError } from '@leisure/api-client';
import { useGetFreezeOptionsQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { usePageTitle } from '@leisure/theme';
import { PageBreadcrumbs } from '@leisure/layout';
import { FullPageError, Link, NotFound, Spinner } from '@leisure/ui';
import { membershipIdFrom, useHeldMembership } from '../hooks/useHeldMembership.ts';
import { membershipsPath } from '../membershipLabels.ts';
import { FreezeForm } from './FreezeForm.tsx';
import { MembershipPage } from './membershipPage.ts';

/** Freeze membership (docs/decisions/0440): the dates, reason and cost, and the effect on payments before confirming. */
export function FreezeMembershipPage() {
  usePageTitle('Freeze membership');
  const membershipId = membershipIdFrom(useParams().membershipId);
  const { membership, isLoading, error, missing } = useHeldMembership(membershipId);
  const options = useGetFreezeOptionsQuery(membership ? { params: { membershipId: membership.id } } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (membershipId === null || missing) return <NotFound />;
  if (isLoading || options.isLoading) return <Spinner label="Loading the freeze options" />;
  if (error || !membership) return <FullPageError />;
  const refused = isApiError(options.error) && options.error.status === 409 ? options.error.message : null;
  return (
    <MembershipPage>
      <PageBreadcrumbs items={[{ label: 'Memberships', href: membershipsPath }, { label: 'Freeze membership' }]} />
      <h1>Freeze membership</h1>
      <p>
        {membership.name}, {membership.homeVenue.name}
      </p>
      {refused ? (
        <>
          <p>{refused}</p>
          <p>
            <Link href={membershipsPath}>Back to Memberships</Link>
          </p>
        </>
      ) : options.data ? (
        <FreezeForm membership={membership} options={options.data} />
      ) : (
        <FullPageError />
      )}
    </MembershipPage>
  );
}
