import { preloadableLazy } from '@leisure/ui';

/** The Guest passes page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const GuestPassesPage = preloadableLazy(
  async () => (await import('./components/GuestPassesPage.tsx')).GuestPassesPage,
);
