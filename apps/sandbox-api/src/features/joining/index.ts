import type { SandboxFeature } from '../feature.ts';
import { joiningCartRoutes } from './joiningCartRoutes.ts';
import { changeAndRenewRoutes } from './changeAndRenewRoutes.ts';

/** The online-joining cart: load, store, clear; changes and renewals are put into it too. */
export const joiningFeature: SandboxFeature = {
  name: 'joining',
  routes: [...joiningCartRoutes, ...changeAndRenewRoutes],
};

// What the checkout needs: the stored cart, its priced view, and clearing it once ordered.
export { findCartOf, deleteCartOf, type JoiningCartRow } from './joiningCartRepository.ts';
export { joiningCartView } from './joiningCartView.ts';
export { checkBankDetails, type BankDetails } from './bankDetails.ts';
