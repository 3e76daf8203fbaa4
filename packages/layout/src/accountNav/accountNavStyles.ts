import styled, { css } from 'styled-components';
import { insetFocusVisible } from '../navigation/navControlStyles.ts';

/** On the page background: the brand colours are only guaranteed to read (4.5:1) on it. */
export const AccountNavBar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.background};

  /* Phones: the account pages are a section of the side drawer (docs/decisions/0021-map-places-and-tile-style.md). */
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const AccountNavInner = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing.l};
`;

/**
 * One row, which scrolls sideways where the pages do not fit: wrapping, the row count changed when the web font
 * replaced the fallback (whose words are wider), and the page under it jumped by a row (docs/decisions/0032).
 */
export const DesktopList = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: thin;
  gap: ${({ theme }) => theme.spacing.xxs};
  white-space: nowrap;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A tab-like control: the current page is underlined in the brand colour. */
export const subNavControl = css`
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.spacing.s};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colours.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colours.primaryOnBackground};
    color: ${({ theme }) => theme.colours.primaryOnBackground};
    font-weight: 700;
  }

  ${insetFocusVisible}
`;

export const SubNavButton = styled.button`
  ${subNavControl}
`;
