import type { CartPayment, TenderType } from '@leisure/api-contract/browser';

/** docs/product/platform.md §3, §9: the offline tenders a basket may be paid with at front of house. */
export const TENDER_TYPES: readonly TenderType[] = ['cash', 'offline-voucher', 'cheque', 'credit'];

/**
 * docs/product/platform.md §4: a payment replaces any payment of the same tender type (one line per tender); an amount of 0 or less
 * takes that tender off. Order is kept so the list does not jump about as amounts change.
 */
export function setOfflinePayment(payments: readonly CartPayment[], payment: CartPayment): CartPayment[] {
  const index = payments.findIndex((existing) => existing.tenderType === payment.tenderType);
  if (payment.amount <= 0) return payments.filter((existing) => existing.tenderType !== payment.tenderType);
  if (index === -1) return [...payments, payment];
  return payments.map((existing, i) => (i === index ? payment : existing));
}

/** docs/product/platform.md §4: after something is removed from the cart only credit survives (the rest no longer adds up). */
export function afterCartRemoval(payments: readonly CartPayment[]): CartPayment[] {
  return payments.filter((payment) => payment.tenderType === 'credit');
}

/**
 * docs/product/platform.md §4: a cart answer synchronises payments: the non-credit tenders entered here are kept and the server's
 * payments (credit is the server's to decide) are added, each replacing a kept one of the same tender type.
 */
export function syncOfflinePayments(
  payments: readonly CartPayment[],
  serverPayments: readonly CartPayment[],
): CartPayment[] {
  const kept = payments.filter((payment) => payment.tenderType !== 'credit');
  return serverPayments.reduce<CartPayment[]>((result, payment) => setOfflinePayment(result, payment), kept);
}
