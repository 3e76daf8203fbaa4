import { css } from 'styled-components';

/** A page's opening (a front end's home, the joining page): its large h1 and a lead paragraph at a readable width. */
export const pageIntro = css`
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 2.25rem;
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.125rem;
  }
`;
