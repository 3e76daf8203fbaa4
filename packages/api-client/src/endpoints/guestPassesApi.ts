import { accountRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { itemTags, listTag, listTags } from '../rtk/tags.ts';

/**
 * Guest passes and the monthly allowance (docs/decisions/0401-guest-passes.md). The overview holds the allowance
 * and the passes together, so issuing or cancelling a pass invalidates the GuestPass LIST and both are read again.
 */
export const guestPassesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getMyGuestPasses: builder.query({
      ...endpointQuery(accountRoutes.getMyGuestPasses),
      providesTags: (overview) => listTags('GuestPass', overview?.passes),
    }),
    issueGuestPass: builder.mutation({
      ...endpointQuery(accountRoutes.issueGuestPass),
      invalidatesTags: (issued) => (issued ? [listTag('GuestPass')] : []),
    }),
    cancelGuestPass: builder.mutation({
      ...endpointQuery(accountRoutes.cancelGuestPass),
      invalidatesTags: (cancelled) => (cancelled ? itemTags('GuestPass', cancelled.id) : []),
    }),
  }),
});

export const { useGetMyGuestPassesQuery, useIssueGuestPassMutation, useCancelGuestPassMutation } = guestPassesApi;
