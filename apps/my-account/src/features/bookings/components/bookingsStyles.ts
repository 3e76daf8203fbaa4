import styled from 'styled-components';
import { panel, stack } from '@leisure/ui';

export const Card = styled.article`
  ${panel}
  ${stack('s')}

  h3 {
    margin: 0;
  }
`;

/** Label and value pairs, side by side where there is room. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colours.mutedText};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.mutedText};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
`;
