import type { SandboxFeature } from '../feature.ts';
import { joiningCartRoutes } from './joiningCartRoutes.ts';
import { changeAndRenewRoutes } from './changeAndRenewRoutes.ts';

/** The online-joining cart: load, store, clear; changes and renewals are put into it too. */
export const joiningFeature: SandboxFeature = {
  name: 'joining',
  routes: [...joiningCartRoutes, ...changeAndRenewRoutes],
};
