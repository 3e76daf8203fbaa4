import styled from 'styled-components';
import { panel, stack } from '@leisure/ui';

/** One of the dashboard's summaries (bookings, memberships): a bordered card with an h2 and a link to its page. */
export const SummaryCard = styled.section`
  ${panel}
  ${stack('m')}

  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

export const ItemTitle = styled.span`
  font-weight: 700;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colours.mutedText};
`;

/** The card's way on ("All upcoming bookings"), at its foot. */
export const CardFooter = styled.p`
  margin-top: auto !important;
`;

/** Several ways on at the card's foot, side by side where they fit. */
export const CardLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.l}`};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
`;
