import type { SandboxFeature } from '../feature.ts';

/** The checkout cart (basket) of the bookings front end. */
export const cartFeature: SandboxFeature = { name: 'cart', routes: [] };
