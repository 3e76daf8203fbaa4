import { useLocation } from 'react-router-dom';
import { AccountMenu } from './AccountMenu.tsx';
import { AccountSubNav } from './AccountSubNav.tsx';
import { AccountNavBar, AccountNavInner } from './accountNavStyles.ts';

/** The account pages' navigation: the sub-navigation on wider screens, the Account menu below 575 px. */
export function AccountNavigation({ onLogOut }: { onLogOut: () => void }) {
  const { pathname } = useLocation();
  return (
    <AccountNavBar>
      <AccountNavInner as="nav" aria-label="Account">
        <AccountSubNav pathname={pathname} onLogOut={onLogOut} />
        <AccountMenu pathname={pathname} onLogOut={onLogOut} />
      </AccountNavInner>
    </AccountNavBar>
  );
}
