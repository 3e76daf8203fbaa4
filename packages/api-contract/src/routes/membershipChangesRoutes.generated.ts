// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The membershipChanges endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const membershipChangesRoutes: ContractRoutes['membershipChanges'] = {
  getFreezeOptions: { id: 'getFreezeOptions', method: 'GET', path: '/my-account/memberships/{membershipId}/freeze' },
  quoteFreeze: { id: 'quoteFreeze', method: 'GET', path: '/my-account/memberships/{membershipId}/freeze/quote' },
  freezeMembership: { id: 'freezeMembership', method: 'POST', path: '/my-account/memberships/{membershipId}/freeze' },
  endMembershipFreeze: { id: 'endMembershipFreeze', method: 'DELETE', path: '/my-account/memberships/{membershipId}/freeze' },
  quoteCancellation: { id: 'quoteCancellation', method: 'GET', path: '/my-account/memberships/{membershipId}/cancellation' },
  cancelMembership: { id: 'cancelMembership', method: 'POST', path: '/my-account/memberships/{membershipId}/cancellation' },
  withdrawMembershipCancellation: { id: 'withdrawMembershipCancellation', method: 'DELETE', path: '/my-account/memberships/{membershipId}/cancellation' },
};
