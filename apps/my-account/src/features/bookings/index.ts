import { preloadableLazy } from '@leisure/ui';

/** The Bookings page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const BookingsPage = preloadableLazy(async () => (await import('./components/BookingsPage.tsx')).BookingsPage);
export { BOOKINGS_PER_PAGE } from './components/bookingsViews.ts';
