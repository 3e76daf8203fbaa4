import { useCallback, useEffect, useRef } from 'react';
import { baseApi, listTag } from '@leisure/api-client';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import {
  cartReloaded,
  injectedOnlinePaymentSlice,
  onlinePaymentReset,
  preparePayment,
  selectOnlinePayment,
} from '@leisure/payment';
import { checkoutSource } from '../checkoutRequests.ts';

// The slice joins the store when checkout's code loads, not on the first page.
void injectedOnlinePaymentSlice;

/**
 * The card session of the checkout's payment: a fresh one when the page opens with something due (once per visit:
 * StrictMode runs effects twice, the ref keeps it to one prepare), and `prepare` for the next after a failed payment.
 * docs/product/joining.md §4: a prepare refused with a 401 is made again, up to MAX_PREPARES (the thunk refuses beyond that;
 * anything but a 401 is not retried). An authorise failure reloads the cart (docs/product/platform.md §4).
 */
export function useCardSession(due: boolean) {
  const dispatch = useAppDispatch();
  const cartReloadNeeded = useAppSelector((state) => selectOnlinePayment(state).cartReloadNeeded);
  const opened = useRef(false);

  const prepare = useCallback(async () => {
    for (;;) {
      const result = await dispatch(preparePayment({ source: checkoutSource }));
      if (!preparePayment.rejected.match(result) || result.meta.condition || result.payload?.status !== 401) return;
    }
  }, [dispatch]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(onlinePaymentReset());
    if (due) void prepare();
  }, [dispatch, due, prepare]);

  useEffect(() => {
    if (!cartReloadNeeded) return;
    dispatch(baseApi.util.invalidateTags([listTag('JoiningCart')]));
    dispatch(cartReloaded());
  }, [dispatch, cartReloadNeeded]);

  return prepare;
}
