import styled from 'styled-components';
import { ButtonLink } from '@leisure/ui';

export const Welcome = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xl};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} 0`};
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(2rem, 5vw, 3rem);
    line-height: 1.2;
  }

  p {
    margin: 0;
    font-size: 1.5rem;
  }
`;

export const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.l};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A choice read and tapped from a standing distance: far beyond the 44 px a touch target needs. */
export const ChoiceLink = styled(ButtonLink)`
  min-height: 7rem;
  padding: ${({ theme }) => `${theme.spacing.l} ${theme.spacing.xl}`};
  font-size: 1.75rem;
`;
