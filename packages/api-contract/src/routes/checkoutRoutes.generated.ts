// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The checkout endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const checkoutRoutes: ContractRoutes['checkout'] = {
  prepareCheckout: { id: 'prepareCheckout', method: 'GET', path: '/checkout/prepare' },
  authorisePayment: { id: 'authorisePayment', method: 'POST', path: '/checkout/authorise' },
  completeCheckout: { id: 'completeCheckout', method: 'POST', path: '/checkout/complete' },
  payAtFrontOfHouse: { id: 'payAtFrontOfHouse', method: 'POST', path: '/checkout/pay' },
};
