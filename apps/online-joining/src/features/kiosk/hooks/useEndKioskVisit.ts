import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearToasts, selectSessionFlags, showToast, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { logout, useCurrentUser } from '@leisure/auth';
import { getConfig } from '@leisure/config';
import { onlinePaymentReset } from '@leisure/payment';
import { joiningCleared } from '../../joining/index.ts';
import { joiningCartApi } from '../../joiningCart/index.ts';
import { withSiteFlags } from '../siteFlagsPath.ts';

export interface EndKioskVisitOptions {
  /** Empty the customer's joining cart on the server too (a selection given up, not an order placed). */
  clearCart?: boolean;
  /** Say why the screen went back to the start (spec 02 §4: the inactivity toast). */
  inactivity?: boolean;
}

/**
 * The end of one visitor's turn at a kiosk tablet (decision 0920): the screen goes back to the kiosk home, and the
 * selection, the payment state, any toasts and the log-in go with it, so the next visitor finds no trace of them.
 * The kiosk home is shown first: the pages being left would otherwise react to the emptied cart and session.
 */
export function useEndKioskVisit(): (options?: EndKioskVisitOptions) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const flags = useAppSelector(selectSessionFlags);
  const { loggedIn } = useCurrentUser();

  return useCallback(
    async ({ clearCart = false, inactivity = false } = {}) => {
      void navigate(withSiteFlags('/kiosk', { ...flags, kiosk: true }), { replace: true });
      dispatch(joiningCleared());
      dispatch(onlinePaymentReset());
      dispatch(clearToasts());
      if (inactivity) {
        const closeAfter = getConfig().toasts.kioskInactivityCloseAfterMs;
        dispatch(showToast({ content: 'Joining form cleared due to inactivity', type: 'neutral', closeAfter }));
      }
      if (!loggedIn) return;
      if (clearCart) {
        const cleared = dispatch(
          joiningCartApi.endpoints.clearJoiningCart.initiate({ body: { source: 'online-joining' } }),
        );
        // A cart that could not be emptied stays in the customer's own account; the log-in still ends below.
        await cleared.unwrap().catch(() => undefined);
      }
      await dispatch(logout());
    },
    [dispatch, flags, loggedIn, navigate],
  );
}
