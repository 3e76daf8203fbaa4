import styled from 'styled-components';
import { cluster, panel, stack } from '@leisure/ui';

export const Page = styled.div`
  ${stack('xl')}
  max-width: 48rem;

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }
  h2,
  h3,
  h4 {
    margin: 0;
  }
  h1:focus,
  h2:focus,
  h3:focus {
    outline: none;
  }
`;

export const Intro = styled.p`
  margin: 0;
  max-width: 40rem;
`;

/** One learner: their places, progress and credits. */
export const LearnerSection = styled.section`
  ${stack('m')}
`;

export const Card = styled.article`
  ${panel}
  ${stack('s')}

  h3 {
    font-size: 1.25rem;
  }
  h4 {
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;

    dd + dt {
      margin-top: ${({ theme }) => theme.spacing.xs};
    }
  }
`;

export const Actions = styled.div`
  ${cluster('s')}
`;

export const PlainList = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A competency, ticked or not: the words say which, not the mark alone (WCAG 1.4.1). */
export const Competency = styled.li<{ $passed: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: baseline;

  > span:first-child {
    flex: none;
    width: 1.25rem;
    font-weight: 700;
    color: ${({ theme, $passed }) => ($passed ? theme.colours.success : theme.colours.mutedText)};
  }
`;

export const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};

  &:focus {
    outline: none;
  }
`;
