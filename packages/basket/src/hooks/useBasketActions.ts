import { useMemo } from 'react';
import type { Cart, CartPayment } from '@leisure/api-contract/browser';
import { cartChangesApi } from '@leisure/api-client/endpoints/cartChangesApi';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { offlinePaymentsSynced, removedFromCart } from '@leisure/payment';
import type { BasketChoice } from '../keptChoice/keptChoiceStorage.ts';
import { selectSelectedUserId } from '../state/basketSlice.ts';

/** The basket as it now is, or undefined when the call failed (the call's own toast has said why). */
export type BasketAnswer = Promise<Cart | undefined>;

/**
 * The calls that change the selected user's basket (docs/product/platform.md §7 Basket). Each answer replaces the
 * cached basket and toasts (cartChangesApi); here the offline payments follow it (§4: after a removal only credit stays,
 * then the server's payments are added).
 */
export function useBasketActions() {
  const dispatch = useAppDispatch();
  const selectedUserId = useAppSelector(selectSelectedUserId);

  return useMemo(() => {
    const selected = selectedUserId ?? undefined;
    const query = selectedUserId == null ? {} : { selectedUserId };

    async function settle(call: { unwrap: () => Promise<Cart> }, removal = false): BasketAnswer {
      try {
        const cart = await call.unwrap();
        if (removal) dispatch(removedFromCart());
        dispatch(offlinePaymentsSynced(cart.payments, cart.uuid));
        return cart;
      } catch {
        return undefined;
      }
    }

    const { endpoints } = cartChangesApi;
    return {
      add: (items: readonly BasketChoice[]) =>
        settle(dispatch(endpoints.addToCart.initiate({ body: { items: [...items], selectedUserId: selected } }))),
      remove: (cartItemIds: readonly number[]) =>
        settle(dispatch(endpoints.removeFromCart.initiate({ query, body: { cartItemIds: [...cartItemIds] } })), true),
      changePricingOption: (cartItemId: number, pricingOptionId: number) =>
        settle(
          dispatch(
            endpoints.updateCartItem.initiate({
              params: { cartItemId },
              body: { options: { pricingOptionId }, selectedUserId: selected },
            }),
          ),
        ),
      discard: () => settle(dispatch(endpoints.discardCart.initiate({ query })), true),
      /** A tender or credit against the basket (replaces the same tender; 0 or less takes it off). */
      setPayment: (payment: CartPayment) =>
        settle(dispatch(endpoints.setCartPayment.initiate({ body: { ...payment, selectedUserId: selected } }))),
      extendHolds: () => settle(dispatch(endpoints.extendCartHolds.initiate({ query, body: {} }))),
      removeBenefit: (cartItemId: number) =>
        settle(
          dispatch(
            endpoints.removeCartBenefit.initiate({ params: { cartItemId }, query: { ...query, source: 'bookings' } }),
          ),
        ),
      removePackageUsage: (cartItemId: number) =>
        settle(
          dispatch(
            endpoints.removeCartPackageUsage.initiate({
              params: { cartItemId },
              query: { ...query, source: 'bookings' },
            }),
          ),
        ),
    };
  }, [dispatch, selectedUserId]);
}
