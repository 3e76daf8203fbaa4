import { useId, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CloseIcon, handleModalKeys, NavigationAnchor, useModalFocus } from '@leisure/ui';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { NavItemControl } from '../navigation/NavItemControl.tsx';
import { isCurrentPage } from '../navigation/isCurrentPage.ts';
import { drawerSections } from '../navigation/navItems.ts';
import {
  Backdrop,
  CloseButton,
  DrawerButton,
  drawerLinkStyles,
  ItemList,
  Panel,
  PanelHeader,
  SectionHeading,
} from './drawerStyles.ts';

const DrawerLink = styled(NavigationAnchor)`
  ${drawerLinkStyles}
`;

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  /**
   * A customer sees the site's links, then their account pages (docs/decisions/0021-map-places-and-tile-style.md).
   * The lists are made here, in the drawer's own chunk, not in the header every first load carries.
   */
  loggedIn: boolean;
  onLogOut: () => void;
  /** The Menu button: focus goes back to it on closing (Safari does not focus a button that is clicked). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The mobile side drawer, open (docs/product/platform.md §2): a modal panel from the right with the site's navigation.
 * Escape, the close button or a tap outside closes it, and focus goes back to the Menu button that opened it.
 * LazySideDrawer loads it on demand and puts it in the page.
 */
export function OpenDrawer({ onClose, loggedIn, onLogOut, returnFocusRef }: SideDrawerProps) {
  const titleId = useId();
  const sectionId = useId();
  const { app, features } = useFrontEnd();
  const sections = drawerSections({ loggedIn, features, currentApp: app });
  const { pathname } = useLocation();
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
          {sections.map(({ label, items }, index) => {
            const headingId = `${sectionId}-${index}`;
            return (
              <div key={label ?? 'site'}>
                {label && <SectionHeading id={headingId}>{label}</SectionHeading>}
                <ItemList aria-labelledby={label ? headingId : undefined}>
                  {items.map((item) => (
                    <li key={item.label}>
                      <NavItemControl
                        item={item}
                        onLogOut={onLogOut}
                        onChosen={onClose}
                        // Only the account pages are marked: the site's links lead to whole front ends.
                        current={Boolean(label) && item.kind === 'link' && isCurrentPage(item.to, app, pathname)}
                        LinkAs={DrawerLink}
                        ButtonAs={DrawerButton}
                      />
                    </li>
                  ))}
                </ItemList>
              </div>
            );
          })}
        </nav>
      </Panel>
    </Backdrop>
  );
}
