import { css } from 'styled-components';

/** A list (ul) of cards in as many columns at least `minWidth` wide as fit, without bullets or indent. */
export const cardGrid = (minWidth: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;
