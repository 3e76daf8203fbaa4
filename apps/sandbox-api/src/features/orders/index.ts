import type { SandboxFeature } from '../feature.ts';
import { orderRoutes } from './orderRoutes.ts';
import { seedDemoBookings } from './demoBookingsSeed.ts';

/** Orders, and the bookings they made. */
export const ordersFeature: SandboxFeature = { name: 'orders', routes: orderRoutes, seed: seedDemoBookings };
export { placeOrderFromCart, type PlaceOrderInput } from './placeOrderFromCart.ts';
export { recordOrder, type OrderDraft, type OrderLine, type OrderPayment } from './orderWriter.ts';
export { recordFreeSessionBooking, type FreeSessionBooking } from './recordFreeSessionBooking.ts';
export { queueMembershipConfirmation, type ConfirmedMembership } from './confirmationEmail.ts';
