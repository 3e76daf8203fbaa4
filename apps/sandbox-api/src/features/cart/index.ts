import type { SandboxFeature } from '../feature.ts';
import { cartRoutes } from './cartRoutes.ts';

/** The checkout cart (basket) of the bookings front end. */
export const cartFeature: SandboxFeature = { name: 'cart', routes: cartRoutes };
