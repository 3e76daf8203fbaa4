import type { SandboxFeature } from '../feature.ts';

/** Orders. */
export const ordersFeature: SandboxFeature = { name: 'orders', routes: [] };
