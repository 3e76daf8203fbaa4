import { routes } from '@leisure/api-contract/browser';
import { baseApi, endpointQuery, listTag } from '@leisure/api-client';

/** The joining cart (spec 01 §7 Memberships): load, store the membership being bought, clear. */
export const joiningCartApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getJoiningCart: builder.query({
      ...endpointQuery(routes.joining.getJoiningCart),
      providesTags: [listTag('JoiningCart')],
    }),
    storeJoiningCart: builder.mutation({
      ...endpointQuery(routes.joining.storeJoiningCart),
      invalidatesTags: [listTag('JoiningCart')],
    }),
    clearJoiningCart: builder.mutation({
      ...endpointQuery(routes.joining.clearJoiningCart),
      invalidatesTags: [listTag('JoiningCart')],
    }),
  }),
});

export const { useGetJoiningCartQuery, useStoreJoiningCartMutation, useClearJoiningCartMutation } = joiningCartApi;
