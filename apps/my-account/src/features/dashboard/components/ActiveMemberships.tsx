import type { HeldMembership } from '@leisure/api-contract/browser';
import { destinations, useFrontEnd, useHrefTo } from '@leisure/layout';
import { CardList, Link } from '@leisure/ui';
import { activeMemberships, membershipChangeWording, nextPaymentWording } from '../rules/dashboardRules.ts';
import { CardLinks, ItemTitle, Muted, SummaryCard } from './dashboardStyles.ts';

function MembershipItem({ membership }: { membership: HeldMembership }) {
  const payment = nextPaymentWording(membership);
  const change = membershipChangeWording(membership);
  return (
    <>
      <ItemTitle>{membership.name}</ItemTitle>
      <Muted>{membership.homeVenue.name}</Muted>
      {change && <span>{change}</span>}
      {payment && <span>{`${payment.label}: ${payment.value}`}</span>}
    </>
  );
}

export interface ActiveMembershipsProps {
  memberships: readonly HeldMembership[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** The customer's active memberships with their next payment, and the way to the memberships page. */
export function ActiveMemberships({ memberships, isLoading, isError, onRetry }: ActiveMembershipsProps) {
  const { features } = useFrontEnd();
  const hrefTo = useHrefTo();
  const active = activeMemberships(memberships ?? []);
  return (
    <SummaryCard aria-labelledby="active-memberships-heading">
      <h2 id="active-memberships-heading">Your memberships</h2>
      <CardList
        variant="rows"
        items={isLoading ? undefined : active}
        loadingLabel="Loading your memberships"
        failure={isError && { message: 'Your memberships could not be loaded.', onRetry }}
        empty={
          <>
            You have no active memberships.
            {features.onlineJoining && (
              <>
                {' '}
                <Link href={hrefTo(destinations.buyMembership)}>Buy a membership</Link>
              </>
            )}
          </>
        }
        itemKey={(membership) => membership.id}
        renderItem={(membership) => <MembershipItem membership={membership} />}
      />
      <CardLinks>
        {active.length > 0 && (
          <li>
            <Link href="/membership-card">Membership card</Link>
          </li>
        )}
        <li>
          <Link href="/memberships">All memberships</Link>
        </li>
      </CardLinks>
    </SummaryCard>
  );
}
