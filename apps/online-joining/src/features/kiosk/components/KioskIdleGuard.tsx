import { useLocation } from 'react-router-dom';
import { useAppSelector } from '@leisure/app-store';
import { selectOnlinePayment } from '@leisure/payment';
import { useKioskIdle } from '../hooks/useKioskIdle.ts';
import { KioskIdleDialog } from './KioskIdleDialog.tsx';

/** The kiosk home is the start already; the confirmation page goes back to it by its own, shorter rule. */
const hasOwnIdleRule = (pathname: string) => pathname === '/kiosk' || pathname.startsWith('/order-confirmed/');

/**
 * Watches a kiosk visitor's pages for inactivity (docs/product/joining.md §4): the joining form, log-in and checkout. Mounted by the
 * app only in kiosk mode. A card payment awaiting the provider's or our answer is never cut short.
 */
export function KioskIdleGuard() {
  const { pathname } = useLocation();
  const { requests } = useAppSelector(selectOnlinePayment);
  if (hasOwnIdleRule(pathname)) return null;
  const paymentAnswerAwaited = requests.authorise.phase === 'requesting' || requests.complete.phase === 'requesting';
  return <KioskVisitWatch paused={paymentAnswerAwaited} />;
}

function KioskVisitWatch({ paused }: { paused: boolean }) {
  const idle = useKioskIdle(paused);
  return <KioskIdleDialog endsAt={idle.endsAt} onStay={idle.stay} onLeave={idle.leave} />;
}
