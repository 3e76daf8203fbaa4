import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetVenueQuery } from '@leisure/api-client/endpoints/siteApi';
import { isSlug } from '@leisure/api-contract/browser';
import { usePageTitle } from '@leisure/theme';
import { PageBreadcrumbs, useFrontEnd } from '@leisure/layout';
import { FullPageError, Link, NotFound, Spinner } from '@leisure/ui';
import { VenueTimetable } from '../../timetable/index.ts';
import { VenueHeader } from './VenueHeader.tsx';

const Heading = styled.h1`
  margin: 0;
  font-size: 2.25rem;
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

// The finder whoever is logged in: `/` takes a customer to their home venue (docs/decisions/0021-map-places-and-tile-style.md).
const VENUE_FINDER_PATH = '/venues';

/** /location/{slug}: a venue's page, in the venue's theme (the path names the venue), with its timetable (D20). */
export function VenuePage() {
  const { venueSlug = '' } = useParams();
  const { flags } = useFrontEnd();
  const wellFormed = isSlug(venueSlug);
  const { data: venue, error, isLoading } = useGetVenueQuery({ params: { venue: venueSlug } }, { skip: !wellFormed });
  usePageTitle(venue?.name ?? null);
  if (!wellFormed) return <NotFound />;
  if (error) return 'status' in error && error.status === 404 ? <NotFound /> : <FullPageError />;
  if (isLoading || !venue) return <Spinner label="Loading the venue" size="2rem" />;
  return (
    <>
      {/* Left out when embedded, as online joining and my account do (docs/product/joining.md §6). */}
      <PageBreadcrumbs items={[{ label: 'Venues', href: VENUE_FINDER_PATH }, { label: venue.name }]} />
      <HeadingRow>
        <Heading>{venue.name}</Heading>
        {/* Embedded and kiosk pages are for one venue, as before (decision 0021). */}
        {!flags.embedded && !flags.kiosk && <Link href={VENUE_FINDER_PATH}>Change venue</Link>}
      </HeadingRow>
      <VenueHeader venue={venue} />
      <Suspense fallback={<Spinner label="Loading the timetable" size="2rem" />}>
        <VenueTimetable venue={venue} />
      </Suspense>
    </>
  );
}
