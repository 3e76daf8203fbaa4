import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@leisure/app-store';
import { KioskIdleWatch, type KioskVisitEnd } from '@leisure/layout/kioskIdle';
import { paymentAnswerAwaited, selectOnlinePayment } from '@leisure/payment';
import { useEndKioskVisit } from '../hooks/useEndKioskVisit.ts';

/** The kiosk home is the start already; the confirmation page goes back to it by its own, shorter rule. */
const hasOwnIdleRule = (pathname: string) => pathname === '/kiosk' || pathname.startsWith('/order-confirmed/');

/**
 * Watches a kiosk visitor's pages for inactivity (docs/product/joining.md §4): the joining form, log-in and checkout. Mounted by the
 * app only in kiosk mode. A card payment awaiting the provider's or our answer is never cut short.
 */
export function KioskIdleGuard() {
  const { pathname } = useLocation();
  const answerAwaited = useAppSelector((state) => paymentAnswerAwaited(selectOnlinePayment(state)));
  if (hasOwnIdleRule(pathname)) return null;
  return <KioskVisitWatch paused={answerAwaited} />;
}

function KioskVisitWatch({ paused }: { paused: boolean }) {
  const endKioskVisit = useEndKioskVisit();
  // A selection given up: the joining cart is emptied too (decision 0920).
  const endVisit = useCallback(
    ({ inactivity }: KioskVisitEnd) => endKioskVisit({ clearCart: true, inactivity }),
    [endKioskVisit],
  );
  return <KioskIdleWatch paused={paused} endVisit={endVisit} />;
}
