import { createAction } from '@reduxjs/toolkit';
import { cartRoutes, defaultMessageForStatus, type Cart } from '@leisure/api-contract/browser';
import { isApiError, type ApiError } from '../apiError.ts';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';
import { listTag, type ApiTag } from '../rtk/tags.ts';
import { cartApi, cartQueryArg } from './cartApi.ts';

/** A toast as the app store's toasts take it from action meta (decision 0822; the store's NewToast). */
export interface BasketToast {
  content: string;
  type: 'success' | 'danger';
}

/** docs/product/platform.md §8 Basket: what a failed basket call says when the server sent no message of its own. */
export const basketFailureMessage = 'Something went wrong, please try again.';

/** docs/product/platform.md §8 Basket, word for word (the extension's text is ours: the spec has none). */
export const basketToastTexts = {
  addToCart: 'Successfully added item to the basket.',
  removeFromCart: 'Successfully removed item from the basket.',
  updateCartItem: 'Successfully updated item in the basket.',
  removeCartBenefit: 'Successfully removed benefit.',
  removeCartPackageUsage: 'Successfully removed package usage.',
  discardCart: 'Successfully cleared order',
  extendCartHolds: 'Your places are held for 15 more minutes.',
} as const;

/**
 * A toast the app store shows (decision 0822): this package cannot import the store, so it asks through the
 * action's meta, with the request's id as the toast's.
 */
export const cartToastRequested = createAction('cartApi/toastRequested', (toast: BasketToast, toastId: string) => ({
  payload: undefined,
  meta: { toast, toastId },
}));

/** The server's own message wins; otherwise (no answer, or only the status's default) the basket's generic text. */
export function basketFailureToast(error: unknown): BasketToast {
  const apiError: ApiError | undefined = isApiError(error) ? error : undefined;
  const fromServer = apiError && apiError.status !== 0 && apiError.message !== defaultMessageForStatus(apiError.status);
  return { content: fromServer ? apiError.message : basketFailureMessage, type: 'danger' };
}

/** The selected user a basket call names, in its query string or its body. */
function selectedUserOf(args: unknown): number | undefined {
  const { query, body } = (args ?? {}) as { query?: { selectedUserId?: unknown }; body?: { selectedUserId?: unknown } };
  const selected = query?.selectedUserId ?? body?.selectedUserId;
  return typeof selected === 'number' ? selected : undefined;
}

interface CartLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Cart }>;
  requestId: string;
}

/**
 * docs/product/platform.md §4 Cart: every answer is the whole basket and replaces the cached one (items, totals,
 * credits) at once instead of a refetch; a toast says how it went (§8).
 */
function replaceCachedCart(successText: string | undefined, endpoint: string) {
  return async (args: unknown, { dispatch, queryFulfilled, requestId }: CartLifecycle) => {
    const toastId = `${endpoint}:${requestId}`;
    try {
      const { data } = await queryFulfilled;
      const cacheArg = cartQueryArg(selectedUserOf(args));
      // A read of the basket sent before this call answers with the basket as it was, and an update of an entry
      // still loading is lost: let that older answer land first, so this newer one is what stays.
      const olderRead = dispatch(cartApi.util.getRunningQueryThunk('getCart', cacheArg)) as
        PromiseLike<unknown> | undefined;
      if (olderRead) await olderRead;
      dispatch(cartApi.util.updateQueryData('getCart', cacheArg, () => data));
      if (successText) dispatch(cartToastRequested({ content: successText, type: 'success' }, toastId));
    } catch (rejection) {
      dispatch(cartToastRequested(basketFailureToast((rejection as { error?: unknown }).error), toastId));
    }
  };
}

/** Places held or released change what the timetable says is left (docs/product/bookings.md D20). */
const spacesTags: ApiTag[] = [listTag('Timetable'), listTag('Session')];

/**
 * The calls that change the customer's basket (docs/product/platform.md §7 Basket; GET cart is in cartApi.ts). Each
 * answers with the whole basket, which replaces the cache entry of its selected user (replaceCachedCart); holding or
 * releasing a place also makes the timetable stale.
 */
export const cartChangesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    addToCart: builder.mutation({
      ...endpointQuery(cartRoutes.addToCart),
      onQueryStarted: replaceCachedCart(basketToastTexts.addToCart, 'addToCart'),
      // Also on failure: a 409 "This session is full." means the timetable's count is stale.
      invalidatesTags: spacesTags,
    }),
    removeFromCart: builder.mutation({
      ...endpointQuery(cartRoutes.removeFromCart),
      onQueryStarted: replaceCachedCart(basketToastTexts.removeFromCart, 'removeFromCart'),
      invalidatesTags: (answer) => (answer ? spacesTags : []),
    }),
    updateCartItem: builder.mutation({
      ...endpointQuery(cartRoutes.updateCartItem),
      onQueryStarted: replaceCachedCart(basketToastTexts.updateCartItem, 'updateCartItem'),
    }),
    discardCart: builder.mutation({
      ...endpointQuery(cartRoutes.discardCart),
      onQueryStarted: replaceCachedCart(basketToastTexts.discardCart, 'discardCart'),
      invalidatesTags: (answer) => (answer ? spacesTags : []),
    }),
    removeCartBenefit: builder.mutation({
      ...endpointQuery(cartRoutes.removeCartBenefit),
      onQueryStarted: replaceCachedCart(basketToastTexts.removeCartBenefit, 'removeCartBenefit'),
    }),
    removeCartPackageUsage: builder.mutation({
      ...endpointQuery(cartRoutes.removeCartPackageUsage),
      onQueryStarted: replaceCachedCart(basketToastTexts.removeCartPackageUsage, 'removeCartPackageUsage'),
    }),
    // "Keep my places" (docs/product/bookings.md D23): every hold gets 15 more minutes, at most twice.
    extendCartHolds: builder.mutation({
      ...endpointQuery(cartRoutes.extendCartHolds),
      onQueryStarted: replaceCachedCart(basketToastTexts.extendCartHolds, 'extendCartHolds'),
    }),
    // The checkout shows the amounts it put against the basket: a success needs no toast.
    setCartPayment: builder.mutation({
      ...endpointQuery(cartRoutes.setCartPayment),
      onQueryStarted: replaceCachedCart(undefined, 'setCartPayment'),
    }),
  }),
});

export const {
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useUpdateCartItemMutation,
  useDiscardCartMutation,
  useRemoveCartBenefitMutation,
  useRemoveCartPackageUsageMutation,
  useExtendCartHoldsMutation,
  useSetCartPaymentMutation,
} = cartChangesApi;
