import { KioskIdleDialog } from './KioskIdleDialog.tsx';
import { useKioskIdle, type EndKioskVisit } from './useKioskIdle.ts';

export interface KioskIdleWatchProps {
  /** Holds the clock (a payment awaiting its answer is never cut short, decision 0920). */
  paused: boolean;
  /** The app's end of a visit; keep it stable (useCallback): a new one restarts the last seconds' timer. */
  endVisit: EndKioskVisit;
}

/** Watches the page it is mounted on for a kiosk visitor gone quiet: the warning at 90 s, the end at 95 s (D18). */
export function KioskIdleWatch({ paused, endVisit }: KioskIdleWatchProps) {
  const idle = useKioskIdle(paused, endVisit);
  return <KioskIdleDialog endsAt={idle.endsAt} onStay={idle.stay} onLeave={idle.leave} />;
}
