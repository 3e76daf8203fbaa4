import { preloadableLazy } from '@leisure/ui';

/** /basket (docs/product/bookings.md D22): loaded when first shown, so the first load stays small. */
export const BasketPage = preloadableLazy(async () => (await import('./components/BasketPage.tsx')).BasketPage);
