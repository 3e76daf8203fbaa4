import styled from 'styled-components';
import { panel, stack } from '@leisure/ui';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 48rem;

  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
  }

  h2:focus {
    outline: none;
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  max-width: 40rem;
`;

export const FormBlock = styled.form`
  ${stack('m')}
  max-width: 32rem;
`;

export const Section = styled.section`
  ${panel}
`;

export const MemberCard = styled.article`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s} ${({ theme }) => theme.spacing.m};

  h3 {
    margin: 0;
    font-size: 1.125rem;
  }

  h3:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
  margin: ${({ theme }) => theme.spacing.xxs} 0 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
