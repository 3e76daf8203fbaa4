/** Marks elements that stay usable while a dialog is open, such as the toast live regions (announcements must still be heard). */
export const STAYS_INTERACTIVE_ATTRIBUTE = 'data-leisure-stays-interactive';

/**
 * Makes everything beside the dialog's own top-level element inert (no focus, no pointer, hidden from assistive
 * technology) and stops the page scrolling behind it. The returned function gives back exactly what was taken, so
 * nested dialogs unwind correctly.
 */
export function makeBackgroundInert(dialogRoot: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (const sibling of Array.from(document.body.children)) {
    if (
      sibling.contains(dialogRoot) ||
      sibling.hasAttribute('inert') ||
      sibling.hasAttribute(STAYS_INTERACTIVE_ATTRIBUTE)
    )
      continue;
    if (sibling instanceof HTMLScriptElement || sibling instanceof HTMLStyleElement) continue;
    sibling.setAttribute('inert', '');
    madeInert.push(sibling);
  }
  const previousOverflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of madeInert) element.removeAttribute('inert');
    document.body.style.overflow = previousOverflow;
  };
}
