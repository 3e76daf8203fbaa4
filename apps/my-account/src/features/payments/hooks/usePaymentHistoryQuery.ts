import { useListMyPaymentsQuery } from '@leisure/api-client/endpoints/paymentsApi';
import { useHistoryPage } from './useHistoryPage.ts';

/** Payments a page of the history shows (docs/decisions/0402-payments-history.md). */
export const PAYMENTS_PER_PAGE = 10;

/**
 * The history's page of payments, as the URL asks for it: the history draws it, and the page asks the same (one
 * request, shared) to know when it has settled, so the saved cards below wait for it (docs/decisions/0036).
 */
export function usePaymentHistoryQuery() {
  const { page } = useHistoryPage();
  return useListMyPaymentsQuery({ query: { page, perPage: PAYMENTS_PER_PAGE } });
}
