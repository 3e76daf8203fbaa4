// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The orders endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const ordersRoutes: ContractRoutes['orders'] = {
  getOrder: { id: 'getOrder', method: 'GET', path: '/orders/{orderId}' },
};
