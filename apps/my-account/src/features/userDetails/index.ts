import { preloadableLazy } from '@leisure/ui';

/** The My details page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const UserDetailsPage = preloadableLazy(
  async () => (await import('./components/UserDetailsPage.tsx')).UserDetailsPage,
);
