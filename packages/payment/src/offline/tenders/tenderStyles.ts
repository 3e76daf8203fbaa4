import styled from 'styled-components';
import { cluster, panel } from '@leisure/ui';

export const Panel = styled.section`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
`;

export const TenderRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
`;

/** A tender's amount and its Apply button side by side; the button drops below on a narrow phone. */
export const TenderRow = styled.form`
  ${cluster('s', 'flex-end')}

  > :first-child {
    flex: 1 1 10rem;
    margin: 0;
  }
`;

export const Taken = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.xs};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

export const Balance = styled.p`
  margin: 0;
  font-size: 1.25rem;
`;

export const Change = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.text};
  font-weight: 700;
`;

/** Why Complete order placed nothing, under the button (decision 0025). */
export const CompleteOrderProblem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};
  color: ${({ theme }) => theme.colours.text};
  font-weight: 700;
`;
