import type { HeldMembership } from '@leisure/api-contract/browser';
import { destinations, useFrontEnd, useHrefTo } from '@leisure/layout';
import { Button, Link, Spinner } from '@leisure/ui';
import { activeMemberships, membershipChangeWording, nextPaymentWording } from '../rules/dashboardRules.ts';
import { CardLinks, ItemTitle, Muted, SummaryCard, SummaryList } from './dashboardStyles.ts';

function MembershipItem({ membership }: { membership: HeldMembership }) {
  const payment = nextPaymentWording(membership);
  const change = membershipChangeWording(membership);
  return (
    <li>
      <ItemTitle>{membership.name}</ItemTitle>
      <Muted>{membership.homeVenue.name}</Muted>
      {change && <span>{change}</span>}
      {payment && <span>{`${payment.label}: ${payment.value}`}</span>}
    </li>
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
      {isLoading ? (
        <Spinner label="Loading your memberships" />
      ) : isError ? (
        <>
          <p>Your memberships could not be loaded.</p>
          <div>
            <Button variant="secondary" size="small" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </>
      ) : active.length === 0 ? (
        <p>
          You have no active memberships.
          {features.onlineJoining && (
            <>
              {' '}
              <Link href={hrefTo(destinations.buyMembership)}>Buy a membership</Link>
            </>
          )}
        </p>
      ) : (
        <SummaryList>
          {active.map((membership) => (
            <MembershipItem key={membership.id} membership={membership} />
          ))}
        </SummaryList>
      )}
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
