import { useEffect, useState } from 'react';
import { getConfig } from '@leisure/config';
import { useIdleTimeout } from './useIdleTimeout.ts';

/** How a watched kiosk visit ended: by itself (nobody answered the warning) or by "Clear selection and go home". */
export interface KioskVisitEnd {
  inactivity: boolean;
}

/** What the app does when a visit ends (decision 0920): clear what the customer left, log out, go to the kiosk home. */
export type EndKioskVisit = (end: KioskVisitEnd) => Promise<void>;

export interface KioskIdle {
  /** Set while the "are you still there?" warning shows: when the visit will end by itself. */
  endsAt: number | null;
  /** "Continue with my purchase": the warning closes and the wait starts again. */
  stay: () => void;
  /** "Clear selection and go home", now. */
  leave: () => Promise<void>;
}

/**
 * docs/product/modes.md D18 on a kiosk: after the idle warning time (90 s) nobody has touched the screen, the
 * warning opens; if nobody answers it by the reset time (95 s), the visit ends by inactivity. While the warning
 * shows, only its buttons count: a hand brushing the screen must not leave it half-answered. `paused` holds the
 * clock while something must not be cut short (a payment call awaiting its answer). What ending means is the app's
 * (`endVisit`): online joining and bookings clear different things.
 */
export function useKioskIdle(paused: boolean, endVisit: EndKioskVisit): KioskIdle {
  const { idleWarningMs, idleResetMs } = getConfig().kiosk;
  const [endsAt, setEndsAt] = useState<number | null>(null);

  useIdleTimeout(!paused && endsAt === null, idleWarningMs, () => setEndsAt(Date.now() + idleResetMs - idleWarningMs));

  useEffect(() => {
    if (endsAt === null || paused) return;
    const timer = window.setTimeout(() => void endVisit({ inactivity: true }), Math.max(0, endsAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [endVisit, endsAt, paused]);

  return {
    endsAt,
    stay: () => setEndsAt(null),
    leave: () => endVisit({ inactivity: false }),
  };
}
