import styled, { createGlobalStyle, css } from 'styled-components';

/** Focus inside the header: drawn in a colour chosen to read on the header's own background. */
export const headerFocus = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.headerFocus};
    outline-offset: 2px;
  }
`;

export const HeaderBar = styled.header`
  background: ${({ theme }) => theme.colours.headerBg};
  color: ${({ theme }) => theme.colours.headerText};
`;

/** The header bar's height from 575 px up, and on a phone (at least: a tall logo may stretch it). */
export const HEADER_HEIGHT = '4.5rem';
export const MOBILE_HEADER_HEIGHT = '4rem';

/**
 * Toasts show below the header bar rather than over its menu and basket (@leisure/ui's toastStyles): "Successfully
 * added item to the basket." must not cover the basket it points to.
 */
export const ToastsBelowHeader = createGlobalStyle`
  :root {
    --leisure-toast-top: calc(${HEADER_HEIGHT} + ${({ theme }) => theme.spacing.xs});
  }
  ${({ theme }) => theme.media.mobile} {
    :root {
      --leisure-toast-top: calc(${MOBILE_HEADER_HEIGHT} + ${({ theme }) => theme.spacing.xs});
    }
  }
`;

export const HeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.s};
  max-width: 75rem;
  min-height: ${HEADER_HEIGHT};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.l}`};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.spacing.xxs};
    min-height: ${MOBILE_HEADER_HEIGHT};
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.s}`};
  }
`;

/** A control of the header bar: text or icon, in the header's text colour, at least 44 px tall. */
export const headerControl = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.s};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colours.headerText};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  svg {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.spacing.xs};
  }

  ${headerFocus}
`;

/**
 * The header's links show from 950 px (the theme's desktop breakpoint), where they fit on one row beside the logo and
 * the basket; below, the Menu button's side drawer carries them, as on a phone (docs/decisions/0034).
 */
export const desktopOnly = css`
  ${({ theme }) => theme.media.belowTablet} {
    display: none;
  }
`;

export const mobileOnly = css`
  ${({ theme }) => theme.media.desktopUp} {
    display: none;
  }
`;
