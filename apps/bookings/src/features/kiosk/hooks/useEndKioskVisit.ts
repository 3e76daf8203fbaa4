import { useCallback, useRef } from 'react';
import { baseApi } from '@leisure/api-client';
import { cartChangesApi } from '@leisure/api-client/endpoints/cartChangesApi';
import { clearToasts, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { selectLoggedIn, useLogoutMutation } from '@leisure/auth';
import { forgetKeptBasketChoice, selectSelectedUserId, useBasketActions } from '@leisure/basket';
import { useHrefTo } from '@leisure/layout';
import type { EndKioskVisit } from '@leisure/layout/kioskIdle';
import { onlinePaymentReset } from '@leisure/payment';
import { leavePageFor } from './leavePage.ts';

/**
 * The kiosk home (decision 0916), as packages/layout/src/kiosk/kioskHome.ts names it. Not imported from there: that
 * module is in the first-load shell, which would then export it to this lazily loaded page, bytes every front end's
 * first load pays (decision 0903).
 */
const kioskHome = { app: 'onlineJoining', path: '/kiosk' } as const;

/**
 * The end of one visitor's turn at a kiosk on bookings (decision 0920, decision 0360): the basket is emptied on the
 * server while the customer is still logged in (the one shown, and their own when it was a linked account's), the
 * visitor's kept choice is forgotten, the customer logged out, and what this page still holds (toasts, payment
 * state, cached answers) dropped; then the kiosk home on online joining opens with the kiosk and centre flags.
 * Unlike online joining, the home is on another front end: it cannot finish the visit, so it is finished here.
 */
export function useEndKioskVisit(): EndKioskVisit {
  const dispatch = useAppDispatch();
  const [logOut] = useLogoutMutation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const selectedUserId = useAppSelector(selectSelectedUserId);
  const { discard } = useBasketActions();
  const kioskHomeHref = useHrefTo()(kioskHome);
  const ending = useRef(false);

  return useCallback(async () => {
    // "Clear selection and go home" and the last second's timer may both fire: one end is enough.
    if (ending.current) return;
    ending.current = true;
    // A failure leaves the basket in the customer's own account (its holds run out), which is no trace on the kiosk.
    if (loggedIn) {
      await discard();
      if (selectedUserId !== null)
        await dispatch(cartChangesApi.endpoints.discardCart.initiate({ query: {} }, { track: false }));
    }
    forgetKeptBasketChoice();
    await logOut();
    dispatch(onlinePaymentReset());
    dispatch(clearToasts());
    dispatch(baseApi.util.resetApiState());
    leavePageFor(kioskHomeHref);
  }, [discard, dispatch, kioskHomeHref, logOut, loggedIn, selectedUserId]);
}
