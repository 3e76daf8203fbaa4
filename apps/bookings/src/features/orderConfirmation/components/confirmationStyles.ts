import styled from 'styled-components';
import { panel } from '@leisure/ui';

export const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

export const Bookings = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin: ${({ theme }) => theme.spacing.l} 0 0;
  padding: 0;
  list-style: none;
`;

export const Booking = styled.li`
  ${panel}

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.m};
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** What the customer can do next, after the bookings (decision 0027). */
export const NextSteps = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  margin: ${({ theme }) => theme.spacing.l} 0 0;
`;
