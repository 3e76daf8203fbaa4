import { css } from 'styled-components';

/** The journey's two columns: its steps, and beside them a summary `summaryWidth` wide; one column below tablet width. */
export const journeyColumns = (summaryWidth: string) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${summaryWidth};
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
