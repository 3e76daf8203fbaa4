import { useState } from 'react';
import styled from 'styled-components';
import type { GuestPassOverview } from '@leisure/api-contract/browser';
import { useGetMyGuestPassesQuery } from '@leisure/api-client/endpoints/guestPassesApi';
import { useListVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { Button, Link, Spinner } from '@leisure/ui';
import { AllowanceSummary } from './AllowanceSummary.tsx';
import { GuestPassList } from './GuestPassList.tsx';
import { IssueGuestPassForm } from './IssueGuestPassForm.tsx';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 48rem;

  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }
`;

function NoGuestPasses() {
  return (
    <div>
      <p>
        <strong>Your membership doesn’t include guest passes.</strong>
      </p>
      <p>
        Some memberships let you bring a guest a number of times each month. You can see yours on the{' '}
        <Link href="/memberships">Memberships</Link> page, or ask at your centre.
      </p>
    </div>
  );
}

/**
 * The form's place while the venues load, as tall as the form (measured at 375 and 1280 px), so the passes listed
 * under it do not move down when it arrives (docs/decisions/0032-no-layout-shift-on-deep-pages.md).
 */
const FormPlace = styled.div`
  min-height: 38.75rem;

  ${({ theme }) => theme.media.mobile} {
    min-height: 40.25rem;
  }
`;

function IssueForm({ overview, onIssued }: { overview: GuestPassOverview; onIssued: (id: number) => void }) {
  const venues = useListVenuesQuery();
  const { user } = useCurrentUser();
  if (venues.isError) {
    return (
      <div role="alert">
        <p>We couldn’t load the venues your guest can visit.</p>
        <Button variant="secondary" onClick={() => void venues.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!venues.data || !user) {
    return (
      <FormPlace>
        <Spinner label="Loading the guest pass form" />
      </FormPlace>
    );
  }
  return (
    <IssueGuestPassForm
      overview={overview}
      venues={venues.data}
      homeVenueSlug={user.homeVenueSlug}
      onIssued={(pass) => onIssued(pass.id)}
    />
  );
}

function IssueSection({ overview, onIssued }: { overview: GuestPassOverview; onIssued: (id: number) => void }) {
  const anyLeft = overview.allowances.some((month) => month.remaining > 0);
  return (
    <section aria-labelledby="issue-guest-pass-heading">
      <h2 id="issue-guest-pass-heading">Issue a guest pass</h2>
      {anyLeft ? (
        <IssueForm overview={overview} onIssued={onIssued} />
      ) : (
        <p>
          You have no guest passes left for the dates you can choose (up to {overview.bookAheadDays} days ahead).
          Cancelling an upcoming pass gives it back.
        </p>
      )}
    </section>
  );
}

/**
 * Guest passes (docs/product/account.md D26, docs/decisions/0401, 0471): the monthly allowance and what is left,
 * issuing a pass to a named guest, its code as text and QR, and cancelling an upcoming one. A membership without
 * passes gets an explanation instead of the form.
 */
export function GuestPassesPage() {
  usePageTitle('Guest passes');
  const { data: overview, isError, refetch } = useGetMyGuestPassesQuery();
  const [issuedId, setIssuedId] = useState<number | null>(null);

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>We couldn’t load your guest passes.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!overview) return <Spinner label="Loading your guest passes" />;
    if (!overview.enabled) {
      return (
        <>
          <NoGuestPasses />
          {overview.passes.length > 0 && <GuestPassList passes={overview.passes} issuedId={null} />}
        </>
      );
    }
    return (
      <>
        <AllowanceSummary overview={overview} />
        <IssueSection overview={overview} onIssued={setIssuedId} />
        <GuestPassList passes={overview.passes} issuedId={issuedId} />
      </>
    );
  }

  return (
    <Page>
      <h1>Guest passes</h1>
      {body()}
    </Page>
  );
}
