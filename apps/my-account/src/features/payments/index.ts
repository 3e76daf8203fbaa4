import { preloadableLazy } from '@leisure/ui';

/** The Payments page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const PaymentsPage = preloadableLazy(async () => (await import('./components/PaymentsPage.tsx')).PaymentsPage);

/** A payment's printable receipt (docs/decisions/0490-payment-receipts.md), loaded when first shown. */
export const PaymentReceiptPage = preloadableLazy(
  async () => (await import('./components/PaymentReceiptPage.tsx')).PaymentReceiptPage,
);
export { PAYMENTS_PER_PAGE } from './hooks/usePaymentHistoryQuery.ts';
