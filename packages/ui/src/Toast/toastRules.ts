export type ToastType = 'danger' | 'success' | 'neutral' | 'warning';

/** docs/product/platform.md §9: toasts close after 5 s, payment toasts after 10 s. */
export const TOAST_CLOSE_AFTER_MS = 5000;
export const PAYMENT_TOAST_CLOSE_AFTER_MS = 10000;

// setTimeout fires at once for delays beyond a signed 32-bit integer, which would close a long-lived toast immediately.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * docs/product/platform.md §4: a toast closes by itself after closeAfter ms unless closeAfter is 0 or not an integer. A negative
 * integer is no sensible delay either, so it also keeps the toast open (decision in the package README).
 */
export function shouldAutoClose(closeAfter: unknown): closeAfter is number {
  return typeof closeAfter === 'number' && Number.isInteger(closeAfter) && closeAfter > 0;
}

/** The timer delay for a toast that auto-closes, kept within what setTimeout can honour. */
export function autoCloseDelay(closeAfter: number): number {
  return Math.min(closeAfter, LONGEST_TIMER_MS);
}

/** Urgent failures interrupt; everything else waits for a pause in speech. */
export function politenessOf(type: ToastType): 'assertive' | 'polite' {
  return type === 'danger' ? 'assertive' : 'polite';
}
