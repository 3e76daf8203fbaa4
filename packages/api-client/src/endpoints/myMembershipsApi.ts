import { membershipsRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/**
 * The memberships the customer holds, for the account pages (docs/product/account.md D29): status, home centre,
 * price, next payment and whether proof of eligibility is still to be uploaded (docs/decisions/0209-account-memberships.md).
 */
export const myMembershipsApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyMemberships: builder.query({
      ...endpointQuery(membershipsRoutes.listMyMemberships),
      providesTags: (memberships) => listTags('MyMembership', memberships),
    }),
  }),
});

export const { useListMyMembershipsQuery } = myMembershipsApi;
