import { staffRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/**
 * Front of house (docs/decisions/0610-staff-bar-and-selected-customer.md): finding a customer, a page at a time,
 * and selecting one. Selecting is an action the sandbox records in the audit trail, so it is a mutation: every
 * selection is sent, never answered from the cache.
 */
export const staffApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    searchCustomers: builder.query({
      ...endpointQuery(staffRoutes.searchCustomers),
      providesTags: (page) => listTags('StaffCustomer', page?.customers),
    }),
    getStaffCustomer: builder.mutation({
      ...endpointQuery(staffRoutes.getStaffCustomer),
    }),
  }),
});

export const { useSearchCustomersQuery, useGetStaffCustomerMutation } = staffApi;
