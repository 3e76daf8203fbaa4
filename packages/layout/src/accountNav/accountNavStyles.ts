import styled, { css } from 'styled-components';
import { focusVisible } from '@leisure/ui';
import { insetFocusVisible, menuListControl } from '../navigation/navControlStyles.ts';

/** On the page background: the brand colours are only guaranteed to read (4.5:1) on it. */
export const AccountNavBar = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.background};
`;

export const AccountNavInner = styled.div`
  max-width: 75rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing.l};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  }
`;

export const DesktopList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
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

export const MobileMenu = styled.div`
  position: relative;

  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.m};
  border: 2px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  svg {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }

  ${focusVisible}
`;

export const MenuList = styled.ul`
  position: absolute;
  z-index: 800;
  top: calc(100% + 0.25rem);
  left: 0;
  width: min(18rem, calc(100vw - 2rem));
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xxs} 0`};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 18%);
`;

export const menuItemControl = css`
  ${menuListControl}
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.m};
  font-size: 1rem;
  font-weight: 600;

  &[aria-current='page'] {
    font-weight: 700;
  }
`;

export const MenuItemButton = styled.button`
  ${menuItemControl}
`;
