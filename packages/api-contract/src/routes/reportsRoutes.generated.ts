// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The reports endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const reportsRoutes: ContractRoutes['reports'] = {
  submitCspReports: { id: 'submitCspReports', method: 'POST', path: '/csp-reports' },
};
