import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectSessionFlags, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { joiningApi } from '@leisure/api-client/endpoints/joiningApi';
import { visitEndNavigation } from '../../joining/index.ts';

/** Empties the joining cart on the server without the page being left reacting to it (see leavingPage). */
const clearCartOnLeaving = () =>
  joiningApi.endpoints.clearJoiningCart.initiate(
    { body: { source: 'online-joining' }, leavingPage: true },
    { track: false },
  );

export interface EndKioskVisitOptions {
  /** Empty the customer's joining cart on the server too (a selection given up, not an order placed). */
  clearCart?: boolean;
  /** Say why the screen went back to the start (docs/product/joining.md §4: the inactivity toast). */
  inactivity?: boolean;
}

/**
 * The end of one visitor's turn at a kiosk tablet (decision 0920). The cart is emptied while the customer is still
 * logged in; then the kiosk home opens and finishes the visit (useFinishKioskVisit): only once the page being left
 * is gone can the session end without that page reacting to it.
 */
export function useEndKioskVisit(): (options?: EndKioskVisitOptions) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flags = useAppSelector(selectSessionFlags);
  const { loggedIn } = useCurrentUser();

  return useCallback(
    async ({ clearCart = false, inactivity = false } = {}) => {
      // A failure leaves the cart in the customer's own account, which is no trace on the kiosk.
      if (loggedIn && clearCart) await dispatch(clearCartOnLeaving());
      await navigate(...visitEndNavigation(flags, inactivity));
    },
    [dispatch, flags, loggedIn, navigate],
  );
}
