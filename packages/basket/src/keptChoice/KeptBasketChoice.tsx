import { useEffect, useRef } from 'react';
import { cartApi } from '@leisure/api-client/endpoints/cartApi';
import { selectLoggedIn, useAuthDispatch, useAuthSelector } from '@leisure/auth';
import { forgetKeptBasketChoice, readKeptBasketChoice } from './keptChoiceStorage.ts';

/**
 * docs/product/bookings.md D21: once the visitor who chose something is logged in (log-in or registration, here or
 * on another sub-domain), the kept choice is added to their basket, with the usual toast; it is forgotten on use
 * and on log-out. Mount it once in the app; it renders nothing and loads little (no basket slice), since the
 * bookings app loads it first.
 */
export function KeptBasketChoice() {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const dispatch = useAuthDispatch();
  const wasLoggedIn = useRef(loggedIn);

  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) forgetKeptBasketChoice();
    wasLoggedIn.current = loggedIn;
    if (!loggedIn) return;
    const items = readKeptBasketChoice();
    if (items.length === 0) return;
    // Forgotten before the call: a failure toasts, and the choice is not tried again on every render.
    forgetKeptBasketChoice();
    void dispatch(cartApi.endpoints.addToCart.initiate({ body: { items } }));
  }, [loggedIn, dispatch]);

  return null;
}
