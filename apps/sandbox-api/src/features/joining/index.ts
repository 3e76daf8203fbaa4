import type { SandboxFeature } from '../feature.ts';

/** The online-joining cart: load, store, clear. */
export const joiningFeature: SandboxFeature = { name: 'joining', routes: [] };
