// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The account endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const accountRoutes: ContractRoutes['account'] = {
  listMyPackages: { id: 'listMyPackages', method: 'GET', path: '/my-account/packages' },
  getMyGuestPasses: { id: 'getMyGuestPasses', method: 'GET', path: '/my-account/guest-passes' },
  issueGuestPass: { id: 'issueGuestPass', method: 'POST', path: '/my-account/guest-passes' },
  cancelGuestPass: { id: 'cancelGuestPass', method: 'DELETE', path: '/my-account/guest-passes/{id}' },
  listMyPayments: { id: 'listMyPayments', method: 'GET', path: '/my-account/payments' },
  listSavedCards: { id: 'listSavedCards', method: 'GET', path: '/my-account/saved-cards' },
  deleteSavedCard: { id: 'deleteSavedCard', method: 'DELETE', path: '/my-account/saved-cards/{id}' },
};
