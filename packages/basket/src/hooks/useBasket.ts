import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import type { Cart } from '@leisure/api-contract/browser';
import { cartQueryArg, useGetCartQuery } from '@leisure/api-client/endpoints/cartApi';
import type { ApiError } from '@leisure/api-client';
import { isApiError } from '@leisure/api-client';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectLoggedIn } from '@leisure/auth';
import { offlinePaymentsCleared, offlinePaymentsSynced } from '@leisure/payment';
import {
  selectAdding,
  selectPaymentComplete,
  selectPaymentProcessing,
  selectRemoving,
  selectSelectedUserId,
} from '../state/basketSlice.ts';

export interface Basket {
  /** The basket of the selected user; undefined while it loads, and for a visitor (baskets need a log-in). */
  cart: Cart | undefined;
  loggedIn: boolean;
  /** The customer the basket is for; null for the logged-in customer. */
  selectedUserId: number | null;
  isLoading: boolean;
  error: ApiError | undefined;
  refetch: () => void;
  /** docs/product/platform.md §4 Cart flags. */
  adding: boolean;
  removing: boolean;
  paymentProcessing: boolean;
  paymentComplete: boolean;
}

/**
 * The basket (GET cart) of the selected user with its flags. Choosing another user changes the query's argument,
 * which loads that user's basket (docs/product/platform.md §4); `currentData`, so one person's basket never shows
 * while another's loads. Every answer brings the offline payments in line with the server's (§4).
 */
export function useBasket(): Basket {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const selectedUserId = useAppSelector(selectSelectedUserId);
  const { currentData, isLoading, isFetching, error, refetch } = useGetCartQuery(
    loggedIn ? cartQueryArg(selectedUserId) : skipToken,
  );
  const cart = loggedIn ? currentData : undefined;

  // With the basket's uuid: another basket (a new one, another customer's) starts from its own payments alone.
  useEffect(() => {
    if (cart) dispatch(offlinePaymentsSynced(cart.payments, cart.uuid));
  }, [cart, dispatch]);
  // docs/product/platform.md §4: log-out (or losing the token) clears the offline payments with the cart.
  useEffect(() => {
    if (!loggedIn) dispatch(offlinePaymentsCleared());
  }, [loggedIn, dispatch]);

  return {
    cart,
    loggedIn,
    selectedUserId,
    isLoading: isLoading || (loggedIn && !cart && isFetching),
    error: isApiError(error) ? error : undefined,
    refetch,
    adding: useAppSelector(selectAdding),
    removing: useAppSelector(selectRemoving),
    paymentProcessing: useAppSelector(selectPaymentProcessing),
    paymentComplete: useAppSelector(selectPaymentComplete),
  };
}
