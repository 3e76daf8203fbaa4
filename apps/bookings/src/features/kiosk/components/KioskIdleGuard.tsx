import { selectKiosk, useAppSelector } from '@leisure/app-store';
import { selectPaymentProcessing } from '@leisure/basket';
import { KioskIdleWatch } from '@leisure/layout/kioskIdle';
import { useEndKioskVisit } from '../hooks/useEndKioskVisit.ts';

/**
 * The kiosk's idle rule (docs/product/modes.md D18) on the page that mounts it: bookings' basket and checkout, where
 * a customer leaves places held and a log-in behind (decision 0360). Only in kiosk mode.
 */
export function KioskIdleGuard() {
  const kiosk = useAppSelector(selectKiosk);
  return kiosk ? <KioskVisitWatch /> : null;
}

function KioskVisitWatch() {
  // A payment or order awaiting its answer is never cut short (decision 0920).
  const paying = useAppSelector(selectPaymentProcessing);
  const endVisit = useEndKioskVisit();
  return <KioskIdleWatch paused={paying} endVisit={endVisit} />;
}
