import { STAYS_INTERACTIVE_ATTRIBUTE } from '@leisure/ui';

/**
 * Makes the rest of the page inert while a modal panel is open: no focus, no clicks, hidden from assistive
 * technology, no scrolling behind. Toast regions marked to stay interactive keep announcing. Returns the undo.
 */
export function makeSiblingsInert(panelRoot: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (sibling.contains(panelRoot) || sibling.hasAttribute('inert')) continue;
    if (sibling.hasAttribute(STAYS_INTERACTIVE_ATTRIBUTE)) continue;
    if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
    sibling.setAttribute('inert', '');
    madeInert.push(sibling);
  }
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
    document.body.style.overflow = overflow;
  };
}
