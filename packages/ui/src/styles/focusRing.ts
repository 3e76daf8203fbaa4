import { css } from 'styled-components';

/**
 * The visible keyboard focus indicator (WCAG 2.4.7, 2.4.13): a 3 px outline at 3:1 against the page, separated
 * from the control by a 2 px gap in the page colour so it also shows against dark or brand-coloured controls.
 */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colours.focus};
  outline-offset: 2px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colours.background};
`;

/** Applies the focus ring on keyboard focus only. */
export const focusVisible = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    ${focusRing}
  }
`;
