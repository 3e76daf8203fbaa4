import { preloadableLazy } from '@leisure/ui';

/**
 * The digital membership card (docs/decisions/0453): name, photo, memberships and a QR code of the member's
 * reference for the desk's scanner; prints, and shows from this tab's copy when offline. Loaded when first shown,
 * so the QR encoder stays out of the first load.
 */
export const MembershipCardPage = preloadableLazy(
  async () => (await import('./components/MembershipCardPage.tsx')).MembershipCardPage,
);

/** Mounted with the account pages (small): the kept card never outlives the session. */
export { useForgetCardWhenLoggedOut } from './hooks/useForgetCardWhenLoggedOut.ts';
