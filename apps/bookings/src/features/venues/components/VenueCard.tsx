import styled from 'styled-components';
import type { Venue } from '@leisure/api-contract';
import { Link } from '@leisure/ui';
import { venueAddressLines } from './venueAddress.ts';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 6px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }

  address {
    font-style: normal;
    color: ${({ theme }) => theme.colours.mutedText};
  }
`;

const PlaceType = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.mutedText};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

/** One venue in the list: its name leads to the venue's page. */
export function VenueCard({ venue }: { venue: Venue }) {
  return (
    <Card>
      <PlaceType>{venue.placeType}</PlaceType>
      <h3>
        <Link href={`/location/${venue.slug}`}>{venue.name}</Link>
      </h3>
      <address>
        {venueAddressLines(venue).map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </Card>
  );
}
