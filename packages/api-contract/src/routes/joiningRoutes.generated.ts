// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The joining endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const joiningRoutes: ContractRoutes['joining'] = {
  getJoiningCart: { id: 'getJoiningCart', method: 'GET', path: '/memberships/online-joining' },
  storeJoiningCart: { id: 'storeJoiningCart', method: 'POST', path: '/memberships/online-joining/store' },
  clearJoiningCart: { id: 'clearJoiningCart', method: 'DELETE', path: '/cart/clear' },
};
