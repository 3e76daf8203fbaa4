import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearToasts, showToast, useAppDispatch } from '@leisure/app-store';
import { useLogoutMutation } from '@leisure/auth';
import { getConfig } from '@leisure/config';
import { onlinePaymentReset } from '@leisure/payment';
import { isVisitEnded, joiningCleared } from '../../joining/index.ts';

/**
 * The kiosk home finishing a visit that has just ended (decision 0920): the selection, the payment state, any toasts
 * and the log-in go, so the next visitor finds no trace of them. An effect, called first in the home: React has run
 * the page being left's clean-ups by then (its queries unsubscribed, so the session's end refetches nothing of
 * it), and the home's own queries start after it, without the token the log-out revokes. The entry's note is
 * dropped at once, so a reload does not finish the visit twice.
 */
export function useFinishKioskVisit(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logOut] = useLogoutMutation();
  const ended = isVisitEnded(location.state) ? location.state.kioskVisitEnded : null;

  useEffect(() => {
    if (!ended) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    dispatch(joiningCleared());
    dispatch(onlinePaymentReset());
    dispatch(clearToasts());
    if (ended.inactivity) {
      const closeAfter = getConfig().toasts.kioskInactivityCloseAfterMs;
      dispatch(showToast({ content: 'Joining form cleared due to inactivity', type: 'neutral', closeAfter }));
    }
    void logOut();
  }, [dispatch, ended, location.pathname, location.search, logOut, navigate]);
}
