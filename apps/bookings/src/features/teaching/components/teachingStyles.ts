import styled from 'styled-components';
import { panel } from '@leisure/ui';

// Poolside on a tablet, with wet hands (docs/decisions/0596): every control is at least 44 px and well apart.

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};

  h1 {
    margin: 0;
  }
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: 1.125rem;
`;

export const DayNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.s};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  ${panel}
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

export const Facts = styled.p`
  color: ${({ theme }) => theme.colours.mutedText};
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};

  button {
    min-width: 8rem;
  }
`;

export const Ticks = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-weight: 700;
  }
`;

/** A whole-row target: the label around the box, 44 px high at least. */
export const Tick = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  cursor: pointer;

  input {
    flex: none;
    width: 1.75rem;
    height: 1.75rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colours.primaryOnBackground};
    cursor: inherit;
  }

  &:has(input[aria-disabled='true']) {
    cursor: default;
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

export const Passed = styled.p`
  padding: ${({ theme }) => theme.spacing.s};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.successSurface};
  font-weight: 700;
`;

export const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;
