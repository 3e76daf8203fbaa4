import { css } from 'styled-components';
import type { JoiningVenue } from '@leisure/api-contract/browser';

/** A centre's card (li): a bordered column, its name (h3) over its address; ringed in the brand colour when chosen. */
export const centreCardFrame = css<{ $chosen: boolean }>`
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

/** The centre's address on one line. */
export const centreAddress = (centre: JoiningVenue) =>
  [centre.address1, centre.address2, centre.town, centre.postcode].filter(Boolean).join(', ');
