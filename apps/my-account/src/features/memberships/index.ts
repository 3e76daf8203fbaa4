import { preloadableLazy } from '@leisure/ui';

// The pages load when first shown, so the first load stays small (docs/decisions/0903).

/** The Memberships page (docs/product/account.md D26, D29). */
export const MembershipsPage = preloadableLazy(
  async () => (await import('./components/MembershipsPage.tsx')).MembershipsPage,
);

/** Freeze membership, /memberships/{id}/freeze (docs/decisions/0440). */
export const FreezeMembershipPage = preloadableLazy(
  async () => (await import('./components/FreezeMembershipPage.tsx')).FreezeMembershipPage,
);

/** Cancel membership and its confirmation, /memberships/{id}/cancel (docs/decisions/0441). */
export const CancelMembershipPage = preloadableLazy(
  async () => (await import('./components/CancelMembershipPage.tsx')).CancelMembershipPage,
);
