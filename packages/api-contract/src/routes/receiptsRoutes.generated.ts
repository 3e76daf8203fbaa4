// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The receipts endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const receiptsRoutes: ContractRoutes['receipts'] = {
  getMyPaymentReceipt: { id: 'getMyPaymentReceipt', method: 'GET', path: '/my-account/payments/{id}' },
};
