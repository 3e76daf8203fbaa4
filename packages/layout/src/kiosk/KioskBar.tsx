import styled, { createGlobalStyle } from 'styled-components';
import { BasketIcon, HomeIcon, NavigationAnchor, PersonIcon } from '@leisure/ui';
import { HeaderLogo } from '../header/HeaderLogo.tsx';
import { HeaderBar, headerControl, HeaderInner } from '../header/headerStyles.ts';
import { destinations, logInDestination } from '../navigation/navItems.ts';
import { useBasketSummary } from '../basket/useBasketItemCount.ts';
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

/**
 * A kiosk tablet is used standing up, by a finger (docs/decisions/0024): every button (the day tabs too), select and
 * field on its pages is at least 44 px tall, whatever size the page asked for. Text links inside sentences keep their
 * line. Drawn with the bar, which shows only in kiosk mode.
 */
const KioskTargets = createGlobalStyle`
  button,
  select,
  input:not([type=checkbox], [type=radio]) {
    min-height: 2.75rem;
  }
`;

// Tapped standing up: taller than the header's 44 px controls (docs/decisions/0024).
const BarLink = styled(NavigationAnchor)`
  ${headerControl}
  min-height: 3.5rem;
  white-space: nowrap;
`;

const BarButton = styled.button`
  ${headerControl}
  min-height: 3.5rem;
  white-space: nowrap;
`;

/** "Basket 2 items, £12.50"; the total only when known and something is in it (a visitor's kept choice has none). */
export const basketText = (count: number, total: string | null): string =>
  `Basket ${count} item${count === 1 ? '' : 's'}${total && count ? `, ${total}` : ''}`;

export interface KioskBarProps {
  logoUrl: string | undefined;
  loggedIn: boolean;
  onLogOut: () => void;
}

/**
 * The kiosk's bar in place of the site header (docs/product/modes.md D17): the logo, the basket with its count and total
 * (docs/decisions/0024), Log in or Log out, and the way back to the kiosk home on online joining (carrying the kiosk and
 * centre flags).
 */
export function KioskBar({ logoUrl, loggedIn, onLogOut }: KioskBarProps) {
  const { app, appName } = useFrontEnd();
  // The count as the header's badge counts it (0902), and the total of the same GET cart.
  const [count, total] = useBasketSummary(loggedIn);
  const hrefTo = useHrefTo();
  const kioskHomeHref = hrefTo(kioskHome);
  return (
    <HeaderBar>
      <KioskTargets />
      <KioskInner>
        <HeaderLogo href={kioskHomeHref} logoUrl={logoUrl} appName={appName} />
        <Controls>
          {/* "Basket 2 items, £12.50": its name is its text (docs/decisions/0024, after the header's, 0902). */}
          <BarLink href={hrefTo(destinations.basket)}>
            <BasketIcon />
            {basketText(count, total)}
          </BarLink>
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
