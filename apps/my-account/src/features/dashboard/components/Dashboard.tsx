import styled from 'styled-components';
import { useListMyDocumentsQuery } from '@leisure/api-client/endpoints/documentsApi';
import { useGetMyLessonsQuery } from '@leisure/api-client/endpoints/lessonsApi';
import { useListMyMembershipsQuery } from '@leisure/api-client/endpoints/myMembershipsApi';
import { useCurrentUser } from '@leisure/auth';
import { FullPageError, Spinner } from '@leisure/ui';
import { useNextBookingsQuery } from '../hooks/useNextBookingsQuery.ts';
import { accountAlerts, lessonOfferAlerts } from '../rules/accountAlerts.ts';
import { AccountAlerts } from './AccountAlerts.tsx';
import { ActiveMemberships } from './ActiveMemberships.tsx';
import { NextBookings } from './NextBookings.tsx';
import { SectionCards } from './SectionCards.tsx';

const Greeting = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 2.25rem;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xl}`};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  dt {
    color: ${({ theme }) => theme.colours.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** Bookings and memberships side by side where there is room, one above the other on a phone. */
const Summaries = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin-bottom: ${({ theme }) => theme.spacing.xl};
`;

const SectionsHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
`;

/**
 * The account dashboard: a greeting with the customer's key facts, what needs their attention, their next bookings
 * and active memberships, and the way to each account page. Below the greeting, everything shows at once when what it
 * needs has answered: the alerts sit above the summaries and the account's pages below them, and either summary's
 * list growing as it arrived moved what was under it down the screen (docs/decisions/0036-layout-shift.md).
 */
export function Dashboard() {
  const { user, isLoading, error } = useCurrentUser();
  const memberships = useListMyMembershipsQuery(undefined, { skip: !user });
  // Only to point the document alerts at the right membership: without it they still show.
  const documents = useListMyDocumentsQuery(undefined, {
    skip: !user || !(user.documentExpiry?.documentExpiringSoon || user.membershipDocumentUploadRequired),
  });
  // Lesson offers and move-ups waiting for an answer (docs/decisions/0595); the dashboard shows without them.
  const lessons = useGetMyLessonsQuery(undefined, { skip: !user });
  const nextBookings = useNextBookingsQuery();
  const settled = ![memberships, documents, lessons, nextBookings].some((query) => query.isLoading);
  if (error) return <FullPageError />;
  if (isLoading || !user) return <Spinner label="Loading your account" size="2rem" />;
  // Memberships that failed to load leave the user's own upload flag to speak for them; while loading, none yet.
  // The alerts wait for the documents that say which membership an alert links to, so no link changes its target
  // under the pointer (a click in between went to the memberships list).
  const alerts = documents.isLoading
    ? []
    : [
        ...accountAlerts(user, memberships.isError ? undefined : (memberships.data ?? []), documents.data),
        ...lessonOfferAlerts(lessons.data),
      ];
  return (
    <>
      <Greeting>
        <h1>Hello, {user.firstName}</h1>
        <Facts>
          <div>
            <dt>Customer ID</dt>
            <dd>{user.reference}</dd>
          </div>
          {user.membershipUser && (
            <div>
              <dt>Home venue</dt>
              <dd>{user.membershipUser.venue.name}</dd>
            </div>
          )}
          <div>
            <dt>Account credit</dt>
            <dd>{user.credit.formatted}</dd>
          </div>
        </Facts>
      </Greeting>
      {settled ? (
        <>
          <AccountAlerts alerts={alerts} />
          <Summaries>
            <NextBookings userId={user.id} />
            <ActiveMemberships
              memberships={memberships.data}
              isLoading={memberships.isLoading}
              isError={memberships.isError}
              onRetry={() => void memberships.refetch()}
            />
          </Summaries>
          <section aria-labelledby="account-pages-heading">
            <SectionsHeading id="account-pages-heading">Your account</SectionsHeading>
            <SectionCards />
          </section>
        </>
      ) : (
        <Spinner label="Loading your account" size="2rem" />
      )}
    </>
  );
}
