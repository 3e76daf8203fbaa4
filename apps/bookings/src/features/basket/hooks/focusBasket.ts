export const ITEMS_HEADING_ID = 'basket-items-heading';
export const PAGE_HEADING_ID = 'basket-heading';

/**
 * After a line or the whole basket is removed, the control that had focus is gone: focus moves to the list's
 * heading, or to the page's when the basket is now empty (WCAG 2.4.3), once React has drawn the answer.
 */
export function focusBasketAfterRemoval(): void {
  setTimeout(() => {
    const target = document.getElementById(ITEMS_HEADING_ID) ?? document.getElementById(PAGE_HEADING_ID);
    target?.focus();
  }, 0);
}
