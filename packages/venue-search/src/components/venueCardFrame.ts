import { css } from 'styled-components';

/** A venue's card (li): a bordered column, its name (h3) over its address; ringed in the brand colour when chosen. */
export const venueCardFrame = css<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  ${({ $chosen, theme }) =>
    $chosen &&
    css`
      border-color: ${theme.colours.primaryOnBackground};
      box-shadow: 0 0 0 2px ${theme.colours.primaryOnBackground};
    `}

  h3 {
    margin: 0;
  }
  address {
    flex: 1;
    font-style: normal;
    color: ${({ theme }) => theme.colours.mutedText};
  }
`;

/** The postal address a venue has (both front ends' venue types). */
export interface VenueAddress {
  address1: string;
  address2: string | null;
  town: string;
  postcode: string;
}

/** The venue's address on one line. */
export const venueAddress = (venue: VenueAddress) =>
  [venue.address1, venue.address2, venue.town, venue.postcode].filter(Boolean).join(', ');
