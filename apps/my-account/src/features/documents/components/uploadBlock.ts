import { css } from 'styled-components';

/**
 * An upload's heading, file field and buttons, one under another (the membership document and the profile photo).
 * A file input keeps its own width otherwise, wider than a phone's screen.
 */
export const uploadBlock = css`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};

  h2 {
    margin: 0;
  }

  input[type='file'] {
    max-width: 100%;
  }
`;
