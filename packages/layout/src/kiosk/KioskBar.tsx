import styled from 'styled-components';
import { HomeIcon, NavigationAnchor } from '@leisure/ui';
import { HeaderLogo } from '../header/HeaderLogo.tsx';
import { PersonIcon } from '../header/HeaderIcons.tsx';
import { HeaderBar, headerControl, HeaderInner } from '../header/headerStyles.ts';
import { logInDestination } from '../navigation/navItems.ts';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { useHrefTo } from '../frontEnd/useHrefTo.ts';

// "Log in" broke over two lines beside the logo at phone widths.
const BarLink = styled(NavigationAnchor)`
  ${headerControl}
  white-space: nowrap;
`;

const BarButton = styled.button`
  ${headerControl}
  white-space: nowrap;
`;

export interface KioskBarProps {
  logoUrl: string | undefined;
  loggedIn: boolean;
  onLogOut: () => void;
}

/**
 * The kiosk's bar in place of the site header (decisions.md #17): the logo, Log in or Log out, and the way back
 * to the kiosk home on online joining (carrying the kiosk and centre flags).
 */
export function KioskBar({ logoUrl, loggedIn, onLogOut }: KioskBarProps) {
  const { app, appName } = useFrontEnd();
  const hrefTo = useHrefTo();
  const kioskHome = hrefTo({ app: 'onlineJoining', path: '/kiosk' });
  return (
    <HeaderBar>
      <HeaderInner>
        <HeaderLogo href={kioskHome} logoUrl={logoUrl} appName={appName} />
        {loggedIn ? (
          <BarButton type="button" onClick={onLogOut}>
            <PersonIcon />
            Log out
          </BarButton>
        ) : (
          <BarLink href={hrefTo(logInDestination(app))}>
            <PersonIcon />
            Log in
          </BarLink>
        )}
        <BarLink href={kioskHome}>
          <HomeIcon />
          {app === 'onlineJoining' ? 'Home' : 'Back to Kiosk Home'}
        </BarLink>
      </HeaderInner>
    </HeaderBar>
  );
}
