import styled from 'styled-components';
import { ButtonRow, cluster, panel, withAside } from '@leisure/ui';

export const PageHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  font-size: 2.25rem;
`;

/** The lines beside the totals; the totals follow the lines on narrow screens. */
export const BasketLayout = styled.div`
  ${withAside({ gap: 'l', aside: '1fr' })}
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
`;

export const LineCard = styled.li`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

export const LineFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.s};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

export const Price = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colours.mutedText};
`;

export const Covered = styled.div`
  ${cluster('s')}
  padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.success};
  background: ${({ theme }) => theme.colours.successSurface};
`;

export const SummaryCard = styled.section`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};

  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

export const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => theme.spacing.m};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  background: ${({ theme }) => theme.colours.warningSurface};

  p {
    margin: 0;
  }
`;

/** Under the lines and waivers (Empty basket). */
export const PageActions = styled(ButtonRow)`
  margin-top: ${({ theme }) => theme.spacing.l};
`;
