/** docs/product/joining.md §8: what a failed payment says (the customer has not been charged). */
export const PAYMENT_FAILED_MESSAGE =
  'Your payment failed: We were unable to take payment, you have not been charged. Please try again.';

/**
 * An authorise with no answer, or a 5xx: the card may have been charged, so "you have not been charged" would not
 * be true. Paying again asks about the same transaction (decision 0500), which the message promises.
 */
export const PAYMENT_UNCONFIRMED_MESSAGE =
  'We could not confirm your payment. Please press Pay again to check it: you will not be charged twice.';

/** docs/product/joining.md §8: a prepare that fails without naming a provider. */
export const PREPARE_FAILED_MESSAGE = 'Something has gone wrong, please try again.';

/** docs/product/platform.md §8: a checkout that fails without the server's words. */
export const ORDER_FAILED_MESSAGE = 'Unable to complete your order, please try again.';

/** docs/product/platform.md §9: payment toasts stay 10 s. */
export const PAYMENT_TOAST_MS = 10_000;
