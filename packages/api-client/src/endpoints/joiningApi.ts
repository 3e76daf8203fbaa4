import { joiningRoutes, type ResponseOf } from '@leisure/api-contract/browser';
import type { CallArgs } from '../endpointCall.ts';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { selectedUserQueryArg } from '../rtk/selectedUserQueryArg.ts';
import { listTag } from '../rtk/tags.ts';

const clearCart = endpointQuery(joiningRoutes.clearJoiningCart);

type ClearJoiningCartArgs = CallArgs<typeof joiningRoutes.clearJoiningCart> & {
  /**
   * The page is about to be left (a kiosk visit ending): its cache is not told, since a cart refetched as empty
   * would send the page to `/` on its own. Not sent.
   */
  leavingPage?: boolean;
};

/**
 * The getJoiningCart cache entry for the customer the cart is for: the caller's own is the entry without an
 * argument; a customer front-of-house staff serve has their own (docs/decisions/0611-joining-for-the-selected-customer.md).
 */
export const joiningCartQueryArg = selectedUserQueryArg;

/** The joining cart (docs/product/platform.md §7 Memberships): load, store the membership being bought, clear. */
export const joiningApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getJoiningCart: builder.query({
      ...endpointQuery(joiningRoutes.getJoiningCart),
      providesTags: [listTag('JoiningCart')],
    }),
    storeJoiningCart: builder.mutation({
      ...endpointQuery(joiningRoutes.storeJoiningCart),
      // The answer is the stored cart: it goes into the cache at once, so a page opened next (the checkout) never
      // sees the "no cart" cached before; the refetch the tag asks for then only confirms it.
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const entry = joiningCartQueryArg(args ? args.body?.selectedUserId : null);
          dispatch(joiningApi.util.updateQueryData('getJoiningCart', entry, () => data));
        } catch {
          // Not stored: the cache keeps what it had.
        }
      },
      invalidatesTags: [listTag('JoiningCart')],
    }),
    clearJoiningCart: builder.mutation<ResponseOf<typeof joiningRoutes.clearJoiningCart>, ClearJoiningCartArgs>({
      query: ({ leavingPage: _leavingPage, ...args }) => clearCart.query(args),
      transformResponse: clearCart.transformResponse,
      invalidatesTags: (_answer, _error, { leavingPage }) => (leavingPage ? [] : [listTag('JoiningCart')]),
    }),
  }),
});

export const { useGetJoiningCartQuery, useStoreJoiningCartMutation, useClearJoiningCartMutation } = joiningApi;
