import { useCallback, useEffect, useRef } from 'react';
import { baseApi, listTag, type ApiTagType } from '@leisure/api-client';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectOnlinePayment } from '../online/onlinePaymentState.ts';
import { cartReloaded, injectedOnlinePaymentSlice, onlinePaymentReset } from '../online/onlinePaymentSlice.ts';
import { preparePayment } from '../online/paymentThunks.ts';
import type { PrepareRequest } from '../online/paymentRequests.ts';

// The slice joins the store when checkout's code loads, not on the first page.
void injectedOnlinePaymentSlice;

/**
 * The card session of the checkout's payment: a fresh one when the page opens with something due (once per visit:
 * StrictMode runs effects twice, the ref keeps it to one prepare), and `prepare` for the next after a failed payment.
 * docs/product/joining.md §4: a prepare refused with a 401 is made again, up to MAX_PREPARES (the thunk refuses beyond that;
 * anything but a 401 is not retried). An authorise failure reloads the cart (docs/product/platform.md §4): the
 * `cartTag` of what is being paid for (JoiningCart, or the bookings basket's Cart).
 */
export function useCardSession(due: boolean, request: PrepareRequest, cartTag: ApiTagType) {
  const dispatch = useAppDispatch();
  const cartReloadNeeded = useAppSelector((state) => selectOnlinePayment(state).cartReloadNeeded);
  const opened = useRef(false);
  const { source, selectedUserId } = request;

  const prepare = useCallback(async () => {
    for (;;) {
      const result = await dispatch(preparePayment(selectedUserId ? { source, selectedUserId } : { source }));
      if (!preparePayment.rejected.match(result) || result.meta.condition || result.payload?.status !== 401) return;
    }
  }, [dispatch, source, selectedUserId]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(onlinePaymentReset());
    if (due) void prepare();
  }, [dispatch, due, prepare]);

  useEffect(() => {
    if (!cartReloadNeeded) return;
    dispatch(baseApi.util.invalidateTags([listTag(cartTag)]));
    dispatch(cartReloaded());
  }, [dispatch, cartReloadNeeded, cartTag]);

  return prepare;
}
