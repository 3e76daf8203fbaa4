import { css } from 'styled-components';

/**
 * A round badge of a fixed size holding an icon or a mark, centred: its square is reserved before the glyph draws,
 * so nothing moves when it arrives. The caller sets the background and the colour.
 */
export const disc = (size: string) => css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  border-radius: ${({ theme }) => theme.radii.round};
`;
