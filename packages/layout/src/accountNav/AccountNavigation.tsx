import { useLocation } from 'react-router-dom';
import { AccountSubNav } from './AccountSubNav.tsx';
import { AccountNavBar, AccountNavInner } from './accountNavStyles.ts';

/**
 * The account pages' navigation on wider screens. Below 575 px it is not shown: the side drawer holds the account
 * pages as a section, so a phone has one menu, not two stacked (docs/decisions/0021-map-places-and-tile-style.md).
 */
export function AccountNavigation({ onLogOut }: { onLogOut: () => void }) {
  const { pathname } = useLocation();
  return (
    <AccountNavBar>
      <AccountNavInner as="nav" aria-label="Account">
        <AccountSubNav pathname={pathname} onLogOut={onLogOut} />
      </AccountNavInner>
    </AccountNavBar>
  );
}
