// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The directDebit endpoints as front ends call them (zod-free, decision 0903).
import type { ContractRoutes } from '../routeTypes.ts';

export const directDebitRoutes: ContractRoutes['directDebit'] = {
  getMyDirectDebit: { id: 'getMyDirectDebit', method: 'GET', path: '/my-account/direct-debit' },
  quoteMyBillingDayChange: { id: 'quoteMyBillingDayChange', method: 'GET', path: '/my-account/direct-debit/billing-day-quote' },
  changeMyBillingDay: { id: 'changeMyBillingDay', method: 'PUT', path: '/my-account/direct-debit/billing-day' },
  changeMyBankDetails: { id: 'changeMyBankDetails', method: 'PUT', path: '/my-account/direct-debit/bank-details' },
};
