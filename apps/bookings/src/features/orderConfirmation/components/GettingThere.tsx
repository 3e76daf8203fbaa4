import styled from 'styled-components';
import { useGetVenueQuery } from '@leisure/api-client/endpoints/siteApi';
import { useFrontEnd } from '@leisure/layout';
import { Link, panel } from '@leisure/ui';
import { addressLines, directionsUrl } from '../venueDirections.ts';

const Section = styled.section`
  ${panel}
  margin-top: ${({ theme }) => theme.spacing.l};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.0625rem;
  }
  address {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-style: normal;
  }
  > div + div {
    margin-top: ${({ theme }) => theme.spacing.m};
  }
`;

const NewTab = styled.span`
  font-size: 0.875rem;
`;

function VenueWay({ slug, withDirections }: { slug: string; withDirections: boolean }) {
  const { data: venue } = useGetVenueQuery({ params: { venue: slug } });
  if (!venue) return null;
  return (
    <div>
      <h3>{venue.name}</h3>
      <address>
        {addressLines(venue).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {withDirections && (
        <Link href={directionsUrl(venue)} target="_blank" rel="noopener noreferrer">
          Directions to {venue.name} <NewTab>(opens in a new tab)</NewTab>
        </Link>
      )}
    </div>
  );
}

/**
 * Where the booked venues are and a way there (docs/decisions/0027): each venue's address with a directions link,
 * a maps search opening in a new tab. A kiosk has no maps app to hand over to, so it shows the address alone.
 */
export function GettingThere({ venueSlugs }: { venueSlugs: string[] }) {
  const { flags } = useFrontEnd();
  if (venueSlugs.length === 0) return null;
  return (
    <Section aria-labelledby="getting-there-heading">
      <h2 id="getting-there-heading">Getting there</h2>
      {venueSlugs.map((slug) => (
        <VenueWay key={slug} slug={slug} withDirections={!flags.kiosk} />
      ))}
    </Section>
  );
}
