// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The auth endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const authRoutes: ContractRoutes['auth'] = {
  login: { id: 'login', method: 'POST', path: '/auth/customer/login' },
  logout: { id: 'logout', method: 'POST', path: '/auth/logout' },
  getUser: { id: 'getUser', method: 'GET', path: '/auth/user' },
  register: { id: 'register', method: 'POST', path: '/auth/customer/register' },
  forgottenPassword: { id: 'forgottenPassword', method: 'POST', path: '/auth/customer/forgotten-password' },
  resetPassword: { id: 'resetPassword', method: 'POST', path: '/auth/customer/reset-password' },
  updateUser: { id: 'updateUser', method: 'PUT', path: '/my-account/user/update' },
  changePassword: { id: 'changePassword', method: 'POST', path: '/my-account/user/change-password' },
  getDataFields: { id: 'getDataFields', method: 'GET', path: '/data-fields' },
  getAccountTerms: { id: 'getAccountTerms', method: 'GET', path: '/terms/account' },
};
