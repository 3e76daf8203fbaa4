import { useListMyMembershipsQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, Link, Spinner } from '@leisure/ui';
import { HeldMembershipCard } from './HeldMembershipCard.tsx';
import { MembershipPage } from './membershipPage.ts';

/** Memberships (docs/product/account.md D29): each membership the customer holds, newest first. */
export function MembershipsPage() {
  usePageTitle('Memberships');
  const hrefTo = useHrefTo();
  const { data, error, isLoading } = useListMyMembershipsQuery();
  if (isLoading) return <Spinner label="Loading your memberships" />;
  if (error || !data) return <FullPageError />;
  return (
    <MembershipPage>
      <h1>Memberships</h1>
      {data.length === 0 ? (
        <p>
          You have no memberships yet. <Link href={hrefTo({ app: 'onlineJoining', path: '/' })}>Buy a membership</Link>
        </p>
      ) : (
        data.map((membership) => <HeldMembershipCard key={membership.id} membership={membership} />)
      )}
    </MembershipPage>
  );
}
