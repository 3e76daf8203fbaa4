import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetVenueQuery } from '@leisure/api-client/endpoints/siteApi';
import { isSlug } from '@leisure/api-contract/browser';
import { usePageTitle } from '@leisure/theme';
import { PageBreadcrumbs } from '@leisure/layout';
import { FullPageError, NotFound, Spinner } from '@leisure/ui';
import { VenueTimetable } from '../../timetable/index.ts';
import { VenueDetails } from './VenueDetails.tsx';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  font-size: 2.25rem;
`;

/** /location/{slug}: a venue's page, in the venue's theme (the path names the venue), with its timetable (D20). */
export function VenuePage() {
  const { venueSlug = '' } = useParams();
  const wellFormed = isSlug(venueSlug);
  const { data: venue, error, isLoading } = useGetVenueQuery({ params: { venue: venueSlug } }, { skip: !wellFormed });
  usePageTitle(venue?.name ?? null);
  if (!wellFormed) return <NotFound />;
  if (error) return 'status' in error && error.status === 404 ? <NotFound /> : <FullPageError />;
  if (isLoading || !venue) return <Spinner label="Loading the venue" size="2rem" />;
  return (
    <>
      {/* Left out when embedded, as online joining and my account do (docs/product/joining.md §6). */}
      <PageBreadcrumbs items={[{ label: 'Venues', href: '/' }, { label: venue.name }]} />
      <Heading>{venue.name}</Heading>
      <VenueDetails venue={venue} />
      <Suspense fallback={<Spinner label="Loading the timetable" size="2rem" />}>
        <VenueTimetable venue={venue} />
      </Suspense>
    </>
  );
}
