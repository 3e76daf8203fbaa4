import { useRef, useState } from 'react';
import styled from 'styled-components';
import { MenuIcon, NavigationAnchor, PersonIcon } from '@leisure/ui';
import { LazySideDrawer, loadSideDrawer } from '../drawer/LazySideDrawer.tsx';
import { destinations, logInDestination } from '../navigation/navItems.ts';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { useHrefTo } from '../frontEnd/useHrefTo.ts';
import { BasketLink } from './BasketLink.tsx';
import { HeaderLogo } from './HeaderLogo.tsx';
import { desktopOnly, HeaderBar, headerControl, HeaderInner, mobileOnly, ToastsBelowHeader } from './headerStyles.ts';

const MainNav = styled.nav`
  ${desktopOnly}

  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const HeaderLink = styled(NavigationAnchor)`
  ${headerControl}
`;

const MenuButton = styled.button`
  ${headerControl}
  ${mobileOnly}
`;

export interface HeaderProps {
  /** The venue's logo from the theme. */
  logoUrl: string | undefined;
  loggedIn: boolean;
  basketCount: number;
  onLogOut: () => void;
}

/**
 * The site header (docs/product/platform.md §2): logo; Book an activity; Lessons and courses
 * (docs/decisions/0594); Buy a membership when online joining is enabled; My account or Log in; the basket. Below 950 px, where they no longer fit on one
 * row, the links move into the side drawer behind the Menu button (docs/decisions/0034).
 */
export function Header({ logoUrl, loggedIn, basketCount, onLogOut }: HeaderProps) {
  const { app, appName, features } = useFrontEnd();
  const hrefTo = useHrefTo();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <HeaderBar>
      <ToastsBelowHeader />
      <HeaderInner>
        <HeaderLogo href={hrefTo({ app, path: '/' })} logoUrl={logoUrl} appName={appName} />
        <MainNav aria-label="Main">
          <ul>
            <li>
              <HeaderLink href={hrefTo(destinations.bookActivity)}>Book an activity</HeaderLink>
            </li>
            <li>
              <HeaderLink href={hrefTo(destinations.lessons)}>Lessons and courses</HeaderLink>
            </li>
            {features.onlineJoining && (
              <li>
                <HeaderLink href={hrefTo(destinations.buyMembership)}>Buy a membership</HeaderLink>
              </li>
            )}
            <li>
              {loggedIn ? (
                <HeaderLink href={hrefTo(destinations.myAccount)}>
                  <PersonIcon />
                  My account
                </HeaderLink>
              ) : (
                <HeaderLink href={hrefTo(logInDestination(app))}>
                  <PersonIcon />
                  Log in
                </HeaderLink>
              )}
            </li>
          </ul>
        </MainNav>
        <BasketLink href={hrefTo(destinations.basket)} count={basketCount} />
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          // A finger or pointer on the button starts loading the drawer before the click completes.
          onPointerDown={() => void loadSideDrawer()}
          onFocus={() => void loadSideDrawer()}
        >
          <MenuIcon />
          Menu
        </MenuButton>
      </HeaderInner>
      <LazySideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        loggedIn={loggedIn}
        onLogOut={onLogOut}
        returnFocusRef={menuButtonRef}
      />
    </HeaderBar>
  );
}
