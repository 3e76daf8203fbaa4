import styled, { css } from 'styled-components';
import { headerFocus } from '../header/headerStyles.ts';
import { menuListControl } from '../navigation/navControlStyles.ts';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  justify-content: flex-end;
  background: rgb(20 20 28 / 55%);
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(20rem, 88vw);
  height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
  box-shadow: -0.5rem 0 1.5rem rgb(0 0 0 / 25%);

  &:focus {
    outline: none;
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  background: ${({ theme }) => theme.colours.headerBg};
  color: ${({ theme }) => theme.colours.headerText};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  cursor: pointer;

  ${headerFocus}
`;

export const ItemList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} 0`};
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colours.surface};
  }
`;

/** "My account": the account pages' section of the drawer, set off from the site's links above it. */
export const SectionHeading = styled.h3`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.m} ${theme.spacing.xxs}`};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.mutedText};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const drawerControl = css`
  ${menuListControl}
  min-height: 3rem;
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  font-size: 1.0625rem;
  font-weight: 700;
`;

export const drawerLinkStyles = drawerControl;
export const DrawerButton = styled.button`
  ${drawerControl}
`;
