// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The staff endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const staffRoutes: ContractRoutes['staff'] = {
  searchCustomers: { id: 'searchCustomers', method: 'GET', path: '/staff/customers' },
  getStaffCustomer: { id: 'getStaffCustomer', method: 'GET', path: '/staff/customers/{id}' },
  listStaffAudit: { id: 'listStaffAudit', method: 'GET', path: '/staff/audit' },
};
