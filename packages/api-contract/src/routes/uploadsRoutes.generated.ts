// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The uploads endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const uploadsRoutes: ContractRoutes['uploads'] = {
  listMyDocuments: { id: 'listMyDocuments', method: 'GET', path: '/my-account/documents' },
  getMembershipDocument: { id: 'getMembershipDocument', method: 'GET', path: '/my-account/memberships/{membershipId}/document' },
  uploadMembershipDocument: { id: 'uploadMembershipDocument', method: 'PUT', path: '/my-account/memberships/{membershipId}/document' },
  uploadProfilePhoto: { id: 'uploadProfilePhoto', method: 'PUT', path: '/my-account/profile-photo' },
  removeProfilePhoto: { id: 'removeProfilePhoto', method: 'DELETE', path: '/my-account/profile-photo' },
};
