import { staffRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/**
 * Front of house (docs/decisions/0610-staff-bar-and-selected-customer.md): finding a customer, a page at a time,
 * and selecting one. Both are POSTs, as the audit trail records them (decision 0601). The search stays a query, so
 * a page already fetched for the same words is answered from the cache (its arguments are the key, body and all);
 * selecting is a mutation: every selection is sent, never answered from the cache.
 */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    searchCustomers: builder.query({
      ...endpointQuery(staffRoutes.searchCustomers),
      providesTags: (page) => listTags('StaffCustomer', page?.customers),
    }),
    selectStaffCustomer: builder.mutation({
      ...endpointQuery(staffRoutes.selectStaffCustomer),
    }),
  }),
});

export const { useSearchCustomersQuery, useSelectStaffCustomerMutation } = staffApi;
