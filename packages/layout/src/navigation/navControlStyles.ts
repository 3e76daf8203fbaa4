import { css } from 'styled-components';
import { focusVisible } from '@leisure/ui';

/** The keyboard focus ring drawn inside the control: list entries sit edge to edge, where a ring outside is cut off. */
export const insetFocusVisible = css`
  ${focusVisible}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** A full-width entry of a menu list (the side drawer); a bar at its left marks the current page. */
export const menuListControl = css`
  display: flex;
  align-items: center;
  width: 100%;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colours.text};
  font-family: ${({ theme }) => theme.fonts.body};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colours.surface};
    text-decoration: underline;
  }

  &[aria-current='page'] {
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colours.primaryOnBackground};
  }

  ${insetFocusVisible}
`;
