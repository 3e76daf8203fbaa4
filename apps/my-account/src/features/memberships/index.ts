import { preloadableLazy } from '@leisure/ui';

/** The Memberships page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const MembershipsPage = preloadableLazy(
  async () => (await import('./components/MembershipsPage.tsx')).MembershipsPage,
);
