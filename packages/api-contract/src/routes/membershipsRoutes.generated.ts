// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The memberships endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const membershipsRoutes: ContractRoutes['memberships'] = {
  listMembershipTypes: { id: 'listMembershipTypes', method: 'GET', path: '/memberships/types' },
  getMembershipCosts: { id: 'getMembershipCosts', method: 'GET', path: '/memberships/types/{typeId}/payment-options/{optionId}' },
  validatePromotion: { id: 'validatePromotion', method: 'GET', path: '/v1/membership-promotions/validate/{code}/{paymentOptionId}' },
  listChangeOptions: { id: 'listChangeOptions', method: 'GET', path: '/memberships/{membershipId}/change' },
  getChangeCosts: { id: 'getChangeCosts', method: 'GET', path: '/memberships/{membershipId}/change/{optionId}' },
  storeMembershipChange: { id: 'storeMembershipChange', method: 'POST', path: '/memberships/{membershipId}/change/store' },
  renewMembership: { id: 'renewMembership', method: 'POST', path: '/memberships/{membershipId}/renew' },
  getCustomQuestions: { id: 'getCustomQuestions', method: 'GET', path: '/custom-questions/memberships/{typeId}' },
  saveCustomAnswers: { id: 'saveCustomAnswers', method: 'POST', path: '/custom-questions/memberships/{typeId}' },
  getDirectDebitTerms: { id: 'getDirectDebitTerms', method: 'GET', path: '/terms/direct-debit' },
  getHealthCommitment: { id: 'getHealthCommitment', method: 'GET', path: '/terms/membership/{typeId}/health-commitment' },
  getMembershipTerms: { id: 'getMembershipTerms', method: 'GET', path: '/terms/membership/{typeId}' },
  listCheckoutTerms: { id: 'listCheckoutTerms', method: 'GET', path: '/terms' },
  listMyMemberships: { id: 'listMyMemberships', method: 'GET', path: '/my-account/memberships' },
};
