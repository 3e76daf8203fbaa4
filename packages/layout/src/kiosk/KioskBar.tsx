import styled from 'styled-components';
import { HomeIcon, NavigationAnchor, PersonIcon } from '@leisure/ui';
import { HeaderLogo } from '../header/HeaderLogo.tsx';
import { HeaderBar, headerControl, HeaderInner } from '../header/headerStyles.ts';
import { logInDestination } from '../navigation/navItems.ts';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { useHrefTo } from '../frontEnd/useHrefTo.ts';
import { kioskHome } from './kioskHome.ts';

// When the logo and both controls do not fit on one line (a phone, bookings' longer "Back to Kiosk Home"), the
// controls move together onto a line of their own rather than breaking their words or widening the page.
const KioskInner = styled(HeaderInner)`
  flex-wrap: wrap;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-left: auto;
`;

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
 * The kiosk's bar in place of the site header (docs/product/modes.md D17): the logo, Log in or Log out, and the way back
 * to the kiosk home on online joining (carrying the kiosk and centre flags).
 */
export function KioskBar({ logoUrl, loggedIn, onLogOut }: KioskBarProps) {
  const { app, appName } = useFrontEnd();
  const hrefTo = useHrefTo();
  const kioskHomeHref = hrefTo(kioskHome);
  return (
    <HeaderBar>
      <KioskInner>
        <HeaderLogo href={kioskHomeHref} logoUrl={logoUrl} appName={appName} />
        <Controls>
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
          <BarLink href={kioskHomeHref}>
            <HomeIcon />
            {app === 'onlineJoining' ? 'Home' : 'Back to Kiosk Home'}
          </BarLink>
        </Controls>
      </KioskInner>
    </HeaderBar>
  );
}
