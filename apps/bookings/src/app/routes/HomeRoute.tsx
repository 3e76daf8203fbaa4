import styled from 'styled-components';
import { useListVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, Spinner } from '@leisure/ui';
import { VenueList, VenuePicker } from '../../features/venues/index.ts';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 2.25rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.l};
    max-width: 40rem;
    font-size: 1.125rem;
  }
`;

const AllVenuesHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: 1.5rem;
`;

/** Bookings home: pick a venue to book at, or browse them all. */
export function HomeRoute() {
  usePageTitle('Book an activity');
  const { data: venues, isLoading, isError } = useListVenuesQuery();
  if (isError) return <FullPageError />;
  return (
    <>
      <Intro>
        <h1>Book an activity</h1>
        <p>Classes, swimming, courts and more: choose a venue to see what is on.</p>
        {/* Shown empty while the venues load, so the list below does not move when they arrive (decision 0904). */}
        <VenuePicker venues={venues ?? []} />
      </Intro>
      <section aria-labelledby="all-venues">
        <AllVenuesHeading id="all-venues">All venues</AllVenuesHeading>
        {isLoading || !venues ? <Spinner label="Loading venues" size="2rem" /> : <VenueList venues={venues} />}
      </section>
    </>
  );
}
