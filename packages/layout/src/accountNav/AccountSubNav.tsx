import styled from 'styled-components';
import { NavigationAnchor } from '@leisure/ui';
import { NavItemControl } from '../navigation/NavItemControl.tsx';
import { isCurrentPage } from '../navigation/isCurrentPage.ts';
import { accountSubNavItems } from '../navigation/navItems.ts';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { DesktopList, SubNavButton, subNavControl } from './accountNavStyles.ts';

const SubNavLink = styled(NavigationAnchor)`
  ${subNavControl}
`;

/** The desktop account sub-navigation (docs/product/platform.md §2); hidden below 575 px, where the account menu takes over. */
export function AccountSubNav({ pathname, onLogOut }: { pathname: string; onLogOut: () => void }) {
  const { app, features } = useFrontEnd();
  return (
    <DesktopList>
      {accountSubNavItems(features).map((item) => (
        <li key={item.label}>
          <NavItemControl
            item={item}
            onLogOut={onLogOut}
            current={item.kind === 'link' && isCurrentPage(item.to, app, pathname)}
            LinkAs={SubNavLink}
            ButtonAs={SubNavButton}
          />
        </li>
      ))}
    </DesktopList>
  );
}
