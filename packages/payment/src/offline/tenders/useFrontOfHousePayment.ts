import { useCallback, useRef, useState } from 'react';
import type { CheckoutSource, CompleteBody } from '@leisure/api-contract/browser';
import { cartApi, cartQueryArg } from '@leisure/api-client/endpoints/cartApi';
import { checkoutApi } from '@leisure/api-client/endpoints/checkoutApi';
import { showToast, useAppDispatch, useAppStore, type AppDispatch } from '@leisure/app-store';
import {
  ORDER_FAILED_MESSAGE,
  outcomeUnknown,
  PAYMENT_TOAST_MS,
  paymentBusy,
  paymentFailure,
  selectOnlinePayment,
  type PaymentFailure,
} from '../../online/paymentMachine.ts';

export interface FrontOfHouseRequest {
  /** The selected customer's basket (the default) or their joining cart (docs/decisions/0602-joining-at-the-desk.md). */
  source?: CheckoutSource;
  selectedUserId: number;
  payments: CompleteBody['payments'];
  completedWaivers?: CompleteBody['completedWaivers'];
  terms?: number[];
  /** Staff recorded that the customer agreed to the terms at the desk (decision 0025). */
  agreedAtDesk?: boolean;
}

export type FrontOfHouseOutcome = { orderId: number } | { failure: PaymentFailure } | null;

/** The basket a pay call was for has become an order: its cart starts afresh and names the order it made. */
async function orderMadeSince(dispatch: AppDispatch, selectedUserId: number, cartUuid: string) {
  try {
    const cart = await dispatch(
      cartApi.endpoints.getCart.initiate(cartQueryArg(selectedUserId), { forceRefetch: true, subscribe: false }),
    ).unwrap();
    return cart.uuid !== cartUuid && cart.completeOrderId !== null ? cart.completeOrderId : null;
  } catch {
    return null;
  }
}

/**
 * "Complete order" at front of house (POST checkout/pay, decision 0500): one call at a time, the button busy while
 * it runs, and none while a card payment is under way on the page. The server pays a cart once; when an answer is
 * lost, or a repeat is refused because the cart is already paid (422 `cart`), the customer's basket says whether the
 * first call made the order (its completeOrderId), so a retry never takes a second payment and never loses the first
 * order (docs/decisions/0620).
 */
export function useFrontOfHousePayment() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const paying = useRef(false);
  const [busy, setBusy] = useState(false);

  const pay = useCallback(
    async (request: FrontOfHouseRequest, cartUuid?: string): Promise<FrontOfHouseOutcome> => {
      if (paying.current || paymentBusy(selectOnlinePayment(store.getState()))) return null;
      paying.current = true;
      setBusy(true);
      try {
        const result = await dispatch(
          checkoutApi.endpoints.payAtFrontOfHouse.initiate(
            { body: { ...request, source: request.source ?? 'bookings' } },
            { track: false },
          ),
        );
        if (result.error === undefined) return result.data;
        const failure = paymentFailure(result.error, ORDER_FAILED_MESSAGE);
        dispatch(showToast({ content: failure.message, type: 'danger', closeAfter: PAYMENT_TOAST_MS }));
        // Only the basket names the order it became; a joining cart is simply gone (docs/decisions/0602).
        const maybePaid = outcomeUnknown(failure.status) || failure.refusedFields.includes('cart');
        const orderId =
          maybePaid && cartUuid !== undefined ? await orderMadeSince(dispatch, request.selectedUserId, cartUuid) : null;
        return orderId !== null ? { orderId } : { failure };
      } finally {
        paying.current = false;
        setBusy(false);
      }
    },
    [dispatch, store],
  );

  return { pay, busy };
}
