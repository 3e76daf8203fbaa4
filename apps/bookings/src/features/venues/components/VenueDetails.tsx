import styled from 'styled-components';
import type { Venue } from '@leisure/api-contract';
import { venueAddressLines } from './venueAddress.ts';

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.l}`};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.large};

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** A venue's address and phone number. */
export function VenueDetails({ venue }: { venue: Venue }) {
  return (
    <Details>
      <dt>Address</dt>
      <dd>{venueAddressLines(venue).join(', ')}</dd>
      {venue.phone && (
        <>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${venue.phone.replace(/\s/g, '')}`}>{venue.phone}</a>
          </dd>
        </>
      )}
    </Details>
  );
}
