import { preloadableLazy } from '@leisure/ui';

/** The Packages page (docs/product/account.md D26): loaded when first shown, so the first load stays small. */
export const PackagesPage = preloadableLazy(async () => (await import('./components/PackagesPage.tsx')).PackagesPage);
