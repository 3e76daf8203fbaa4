import styled from 'styled-components';
import { useListVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { usePageTitle } from '@leisure/theme';
import { FullPageError, pageIntro } from '@leisure/ui';
import { bookingsHomeFirstScreen } from '../homeFirstScreen.ts';
import { FindAVenue } from './FindAVenue.tsx';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
  ${pageIntro}
`;

const FindHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: 1.5rem;
`;

/** Bookings home: find a venue to book at, by place or postcode, on the map or in the list. */
export function BookingsHomePage() {
  usePageTitle(bookingsHomeFirstScreen.heading);
  const { data: venues, isError } = useListVenuesQuery();
  if (isError) return <FullPageError />;
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
