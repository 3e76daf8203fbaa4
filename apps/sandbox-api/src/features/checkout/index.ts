import type { SandboxFeature } from '../feature.ts';
import { checkoutRoutes } from './checkoutRoutes.ts';

/** Card checkout of the joining cart and the bookings basket, free orders, front-of-house payment. */
export const checkoutFeature: SandboxFeature = { name: 'checkout', routes: checkoutRoutes };
