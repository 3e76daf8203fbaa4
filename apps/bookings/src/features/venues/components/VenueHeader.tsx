import { useId } from 'react';
import styled from 'styled-components';
import type { Venue } from '@leisure/api-contract';
import { VenueDetails } from './VenueDetails.tsx';
import { VenueHero } from './VenueHero.tsx';
import { OpeningHours } from './OpeningHours.tsx';
import { FacilityList } from './FacilityList.tsx';
import { VenueLocationMap } from './VenueLocationMap.tsx';

const Layout = styled.div<{ $hero: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.l};
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  ${({ theme }) => theme.media.desktopUp} {
    /* Two columns on a wide screen: the picture and what the venue has, beside its name, hours and map. */
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: ${({ $hero }) => ($hero ? `'hero facts' 'facilities facts'` : `'facilities facts'`)};
    align-items: start;
  }
`;

// Named areas only where the two columns are: without the template they would stack every part in one cell.
const Hero = styled.div`
  ${({ theme }) => theme.media.desktopUp} {
    grid-area: hero;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.m};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1.25rem;
  }
  ${({ theme }) => theme.media.desktopUp} {
    grid-area: facts;
  }
`;

const Kind = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.mutedText};
  font-weight: 700;
`;

const Facilities = styled.section`
  ${({ theme }) => theme.media.desktopUp} {
    grid-area: facilities;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
    font-size: 1.25rem;
  }
`;

/**
 * The top of a venue's page under its name, above its timetable (docs/decisions/0020-imagery-from-the-api.md): its
 * picture, kind, address, opening hours, facilities and a small map. On a phone they stack, the picture a compact band.
 */
export function VenueHeader({ venue }: { venue: Venue }) {
  const facilitiesId = useId();
  return (
    <Layout $hero={venue.heroImage !== null}>
      {venue.heroImage && (
        <Hero>
          <VenueHero image={venue.heroImage} />
        </Hero>
      )}
      <Facts>
        <Kind>{venue.placeType}</Kind>
        <VenueDetails venue={venue} />
        {venue.openingHours.length > 0 && (
          <section>
            <h2>Opening hours</h2>
            <OpeningHours week={venue.openingHours} />
          </section>
        )}
        <VenueLocationMap venue={venue} />
      </Facts>
      {venue.facilities.length > 0 && (
        <Facilities>
          <h2 id={facilitiesId}>Facilities</h2>
          <FacilityList facilities={venue.facilities} labelledBy={facilitiesId} />
        </Facilities>
      )}
    </Layout>
  );
}
