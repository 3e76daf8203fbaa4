import { accountRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTags } from '../rtk/tags.ts';

/**
 * The customer's packages with their uses left and use history (docs/decisions/0400-account-packages.md,
 * 0470-package-use-history.md). Read only: a booking cancelled elsewhere gives a use back, so cancelling a booking
 * invalidates the MyPackage LIST.
 */
export const myPackagesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    listMyPackages: builder.query({
      ...endpointQuery(accountRoutes.listMyPackages),
      providesTags: (packages) => listTags('MyPackage', packages),
    }),
  }),
});

export const { useListMyPackagesQuery } = myPackagesApi;
