import { useId, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { CloseIcon, handleModalKeys, NavigationAnchor, useModalFocus } from '@leisure/ui';
import { NavItemControl } from '../navigation/NavItemControl.tsx';
import type { NavItem } from '../navigation/navItems.ts';
import { Backdrop, CloseButton, DrawerButton, drawerLinkStyles, ItemList, Panel, PanelHeader } from './drawerStyles.ts';

const DrawerLink = styled(NavigationAnchor)`
  ${drawerLinkStyles}
`;

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  onLogOut: () => void;
  /** The Menu button: focus goes back to it on closing (Safari does not focus a button that is clicked). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The mobile side drawer, open (docs/product/platform.md §2): a modal panel from the right with the site's navigation.
 * Escape, the close button or a tap outside closes it, and focus goes back to the Menu button that opened it.
 * LazySideDrawer loads it on demand and puts it in the page.
 */
export function OpenDrawer({ onClose, items, onLogOut, returnFocusRef }: SideDrawerProps) {
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useModalFocus({ backdropRef, panelRef, returnFocusRef });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    handleModalKeys(event, panelRef.current, onClose);
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <Backdrop ref={backdropRef} onClick={handleBackdropClick}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <PanelHeader>
          <h2 id={titleId}>Menu</h2>
          <CloseButton type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </PanelHeader>
        <nav aria-label="Site">
          <ItemList>
            {items.map((item) => (
              <li key={item.label}>
                <NavItemControl
                  item={item}
                  onLogOut={onLogOut}
                  onChosen={onClose}
                  LinkAs={DrawerLink}
                  ButtonAs={DrawerButton}
                />
              </li>
            ))}
          </ItemList>
        </nav>
      </Panel>
    </Backdrop>
  );
}
