import { css } from 'styled-components';

/**
 * A bordered card on the page's own background (an order summary, a confirmation's details): its h2 headings sit
 * tight at the top. The page background keeps the contrast of links inside it, which a tinted card would lower.
 */
export const panel = css`
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
    font-size: 1.375rem;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.m};
  }
`;
