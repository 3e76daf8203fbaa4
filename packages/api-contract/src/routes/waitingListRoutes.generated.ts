// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The waitingList endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const waitingListRoutes: ContractRoutes['waitingList'] = {
  getSessionWaitingList: { id: 'getSessionWaitingList', method: 'GET', path: '/activities/sessions/{sessionId}/waiting-list' },
  joinWaitingList: { id: 'joinWaitingList', method: 'POST', path: '/activities/sessions/{sessionId}/waiting-list' },
  leaveWaitingList: { id: 'leaveWaitingList', method: 'DELETE', path: '/activities/sessions/{sessionId}/waiting-list' },
  listMyWaitingList: { id: 'listMyWaitingList', method: 'GET', path: '/my-account/waiting-list' },
};
