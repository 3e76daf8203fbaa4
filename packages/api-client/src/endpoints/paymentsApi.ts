import { accountRoutes, receiptsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/**
 * The customer's payments: the history a page at a time, newest first (docs/decisions/0402-payments-history.md), and
 * one payment's receipt (docs/decisions/0490-payment-receipts.md).
 */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyPayments: builder.query({
      ...endpointQuery(accountRoutes.listMyPayments),
      providesTags: (page) => listTags('Payment', page?.payments),
    }),
    getMyPaymentReceipt: builder.query({
      ...endpointQuery(receiptsRoutes.getMyPaymentReceipt),
      providesTags: (_receipt, _error, { params }) => [{ type: 'Payment', id: params.id }],
    }),
  }),
});

export const { useListMyPaymentsQuery, useGetMyPaymentReceiptQuery } = paymentsApi;
