import { useLayoutEffect, type RefObject } from 'react';
import { makeBackgroundInert } from './inertBackground.ts';

export interface ModalFocusRefs {
  /** The panel's top-level element: everything beside it goes inert. */
  backdropRef: RefObject<HTMLElement | null>;
  /** The panel, focused on opening unless `initialFocusRef` says otherwise. */
  panelRef: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  /** Where focus goes on closing; the element that had focus when the panel opened by default. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/** While a modal panel (a dialog, the side drawer) is open: the page behind it inert, and focus moved in and back. */
export function useModalFocus({ backdropRef, panelRef, initialFocusRef, returnFocusRef }: ModalFocusRefs): void {
  // One effect, because the order matters: note the opener before the page goes inert (an inert element loses
  // focus), and hand focus back only after the page is live again (an inert element cannot take it).
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreBackground = backdropRef.current ? makeBackgroundInert(backdropRef.current) : () => {};
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    return () => {
      restoreBackground();
      returnFocus(returnFocusRef, opener);
    };
  }, [backdropRef, panelRef, initialFocusRef, returnFocusRef]);
}

/**
 * Focus back where `returnFocusRef` points when the panel closes, else to the opener. The ref is read on closing, not
 * on opening: it is not a node React renders but a choice the owner may change while the panel is open (DeleteCardDialog,
 * having deleted the card whose button opened it, points it elsewhere before closing).
 */
function returnFocus(returnFocusRef: RefObject<HTMLElement | null> | undefined, opener: HTMLElement | null): void {
  const target = returnFocusRef?.current ?? opener;
  if (target?.isConnected) target.focus();
}
