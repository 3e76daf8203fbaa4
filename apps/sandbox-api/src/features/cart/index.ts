import type { SandboxFeature } from '../feature.ts';
import { cartRoutes } from './cartRoutes.ts';
import { mountHoldsControl } from './holdsControlRoute.ts';

/** The checkout cart (basket) of the bookings front end. */
export const cartFeature: SandboxFeature = { name: 'cart', routes: cartRoutes, mount: mountHoldsControl };

// What checking a basket out needs (orders).
export { assertNotAlreadyBooked, assertSessionOpen } from './basketRules.ts';
export { cartPayments, creditLimits, spendAccountCredit, type CartPaymentRow } from './cartMoney.ts';
export { configuredTenders } from './configuredTenders.ts';
export { findCart, findOrCreateCart, startNewBasket, type CartRow } from './cartStore.ts';
// What the waiting list needs to offer a place in a basket.
export { PENALTIES_MESSAGE } from './addToCart.ts';
export { waiversRequired } from './cartWaivers.ts';
export { releaseExpiredHolds } from './holdExpiry.ts';
export { pricedLines, sessionLinesOf, type PricedLine, type PricedSessionLine } from './pricedLines.ts';
export type { PricedLessonBlockLine } from './lessonBlockLines.ts';
export { openCart } from './cartAccess.ts';
