import { css } from 'styled-components';

/** A square, borderless button holding only an icon (close, dismiss): 44 px, the smallest comfortable touch target. */
export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colours.text};
  cursor: pointer;
`;
