import { css } from 'styled-components';
import type { LeisureTheme } from '../theme/leisureTheme.ts';

// Layout primitives, spaced by the theme's scale. Not in styles/: the host's first-load shell takes every module
// there into every front end's first load, and these serve lazily loaded pages.

/** A step of the theme's spacing scale, 'xxs' to 'xxl'. */
type Space = keyof LeisureTheme['spacing'];

/** Children one above the other, `gap` apart: a form's fields, a card's lines, a list of alerts. */
export const stack = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[gap]};
`;

/** Children side by side, `gap` apart, wrapping onto new lines as needed: a form's buttons, a field and its button. */
export const cluster = (gap: Space, align: 'center' | 'flex-end' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  gap: ${({ theme }) => theme.spacing[gap]};
`;

/**
 * The main content and an aside (the basket's lines and its totals): side by side on desktops, the main content 3fr
 * and the aside `aside` but at least 18rem; one above the other below that. minmax(0, …): wide content (a scrolling
 * row of cards) scrolls inside its column instead of widening it.
 */
export const withAside = ({ gap, aside }: { gap: Space; aside: string }) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[gap]};

  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, ${aside});
    align-items: start;
  }
`;
