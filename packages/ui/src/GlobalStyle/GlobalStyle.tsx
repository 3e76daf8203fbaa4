import { createGlobalStyle } from 'styled-components';
import { focusRing } from '../styles/focusRing.ts';
import { fallbackFontFaceCss } from '../theme/fallbackFaces.ts';

// The web fonts' metric-matched fallbacks, which the theme's font stacks name (docs/decisions/0036-layout-shift.md).
const fallbackFaces = fallbackFontFaceCss();

/** Page-wide base styles every app mounts once inside its ThemeProvider. */
export const GlobalStyle = createGlobalStyle`
  ${fallbackFaces}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colours.text};
    background: ${({ theme }) => theme.colours.background};
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.25;
  }

  a {
    color: ${({ theme }) => theme.colours.primaryOnBackground};
  }

  img, svg {
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
  }

  /* Styled display rules must never beat the hidden attribute (collapsed accordion panels, closed menus). */
  [hidden] {
    display: none !important;
  }

  :focus-visible {
    ${focusRing}
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
