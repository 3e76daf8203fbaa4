import { preloadableLazy } from '@leisure/ui';

/** The Payments page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const PaymentsPage = preloadableLazy(async () => (await import('./components/PaymentsPage.tsx')).PaymentsPage);
