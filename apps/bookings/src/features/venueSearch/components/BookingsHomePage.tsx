import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useListVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import type { Venue } from '@leisure/api-contract/browser';
import { selectSessionFlags, useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, pageIntro, Spinner } from '@leisure/ui';
import { bookingsHomeFirstScreen } from '../homeFirstScreen.ts';
import { homeVenueChoice } from '../homeVenueChoice.ts';
import { FindAVenue } from './FindAVenue.tsx';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
  ${pageIntro}
`;

const FindHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: 1.5rem;
`;

/** The finder: find a venue to book at, by place or postcode, on the map or in the list. */
function VenueFinder({ venues }: { venues: Venue[] | undefined }) {
  usePageTitle(bookingsHomeFirstScreen.heading);
  return (
    <>
      <Intro>
        <h1>{bookingsHomeFirstScreen.heading}</h1>
        <p>{bookingsHomeFirstScreen.intro}</p>
      </Intro>
      <section aria-labelledby="find-a-venue">
        <FindHeading id="find-a-venue">Find a venue</FindHeading>
        {/* In place while the venues load, so nothing moves when they arrive (decision 0904). */}
        <FindAVenue venues={venues} />
      </section>
    </>
  );
}

/**
 * Bookings home, `/`: a logged-in customer's home venue's page (replacing `/` in the history, so Back does not
 * bounce), else the finder (docs/decisions/0021-map-places-and-tile-style.md).
 */
export function BookingsHomePage() {
  const flags = useAppSelector(selectSessionFlags);
  const { loggedIn, user, isLoading } = useCurrentUser();
  const { data: venues, isError } = useListVenuesQuery();
  const choice = homeVenueChoice({
    flags,
    loggedIn,
    userLoading: isLoading,
    isStaff: user?.role === 'staff',
    homeVenueSlug: user?.homeVenueSlug ?? null,
    venueSlugs: isError ? [] : venues?.map((venue) => venue.slug),
  });
  if (choice.kind === 'venue') return <Navigate to={`/location/${choice.slug}`} replace />;
  if (isError) return <FullPageError />;
  if (choice.kind === 'deciding') return <Spinner label="Loading your venue" size="2rem" />;
  return <VenueFinder venues={venues} />;
}

/** `/venues`: the finder whoever is logged in, where the venue page's Change venue leads (decision 0021). */
export function VenueFinderPage() {
  const { data: venues, isError } = useListVenuesQuery();
  if (isError) return <FullPageError />;
  return <VenueFinder venues={venues} />;
}
