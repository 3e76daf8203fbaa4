import type { SandboxFeature } from '../feature.ts';
import { packageRoutes } from './packageRoutes.ts';
import { guestPassRoutes } from './guestPassRoutes.ts';
import { paymentRoutes } from './paymentRoutes.ts';
import { paymentReceiptRoutes } from './paymentReceiptRoutes.ts';
import { savedCardRoutes } from './savedCardRoutes.ts';
import { seedAccount } from './seed/seedAccount.ts';
import { mountCardImages } from './cardImages.ts';

/** My-account: packages, guest passes, payments history, saved cards. */
export const accountFeature: SandboxFeature = {
  name: 'account',
  routes: [...packageRoutes, ...guestPassRoutes, ...paymentRoutes, ...paymentReceiptRoutes, ...savedCardRoutes],
  seed: seedAccount,
  mount: mountCardImages,
};
export { savedCardsOf, lastValidDay, type SavedCardRow } from './savedCards.ts';
export { recordCheckoutPayment } from './recordCheckoutPayment.ts';
