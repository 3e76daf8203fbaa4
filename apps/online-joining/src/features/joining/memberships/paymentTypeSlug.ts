import type { PaymentTypeChoice } from './membershipFilters.ts';

// A file of its own: the joining page's first load reads deep links with it, while the list's filters above load
// with the membership step (decision 0903).

/** "monthly" / "single-payment" in deep links (docs/product/joining.md §2's selectedPaymentType) and back. */
export function paymentTypeFromSlug(slug: string | undefined): PaymentTypeChoice | null {
  const value = slug?.toLowerCase();
  if (value === 'monthly' || value === 'recurring') return 'recurring';
  if (value === 'single-payment' || value === 'single' || value === 'fixed') return 'fixed';
  return null;
}
