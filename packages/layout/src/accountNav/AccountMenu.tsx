import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronIcon, NavigationAnchor } from '@leisure/ui';
import { NavItemControl } from '../navigation/NavItemControl.tsx';
import { isCurrentPage } from '../navigation/isCurrentPage.ts';
import { accountMenuItems } from '../navigation/navItems.ts';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { MenuItemButton, menuItemControl, MenuList, MenuToggle, MobileMenu } from './accountNavStyles.ts';

const MenuItemLink = styled(NavigationAnchor)`
  ${menuItemControl}
`;

/**
 * The mobile account menu (docs/product/platform.md §2, D5): an "Account menu" button that shows and hides the
 * list of account pages. Escape or a click elsewhere closes it; Escape hands focus back to the button.
 */
export function AccountMenu({ pathname, onLogOut }: { pathname: string; onLogOut: () => void }) {
  const { app, features } = useFrontEnd();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // While open, a press elsewhere or Escape anywhere closes it; Escape from inside hands focus to the button.
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = containerRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <MobileMenu ref={containerRef}>
      <MenuToggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <ChevronIcon />
        Account menu
      </MenuToggle>
      <MenuList id={listId} hidden={!open}>
        {accountMenuItems(features).map((item) => (
          <li key={item.label}>
            <NavItemControl
              item={item}
              onLogOut={onLogOut}
              onChosen={() => setOpen(false)}
              current={item.kind === 'link' && isCurrentPage(item.to, app, pathname)}
              LinkAs={MenuItemLink}
              ButtonAs={MenuItemButton}
            />
          </li>
        ))}
      </MenuList>
    </MobileMenu>
  );
}
