import { useEffect, useState } from 'react';
import { getConfig } from '@leisure/config';
import { useEndKioskVisit } from './useEndKioskVisit.ts';
import { useIdleTimeout } from './useIdleTimeout.ts';

export interface KioskIdle {
  /** Set while the "are you still there?" warning shows: when the visit will end by itself. */
  endsAt: number | null;
  /** "Continue with my purchase": the warning closes and the wait starts again. */
  stay: () => void;
  /** "Clear selection and go home", now. */
  leave: () => Promise<void>;
}

/**
 * docs/product/joining.md §4 and docs/product/modes.md D18 on a kiosk: after the idle warning time (90 s) nobody has touched the screen, the
 * warning opens; if nobody answers it by the reset time (95 s), the visit ends with the inactivity toast. While the
 * warning shows, only its buttons count: a hand brushing the screen must not leave it half-answered. `paused`
 * holds the clock while something must not be cut short (a payment call awaiting its answer).
 */
export function useKioskIdle(paused: boolean): KioskIdle {
  const { idleWarningMs, idleResetMs } = getConfig().kiosk;
  const endVisit = useEndKioskVisit();
  const [endsAt, setEndsAt] = useState<number | null>(null);

  useIdleTimeout(!paused && endsAt === null, idleWarningMs, () => setEndsAt(Date.now() + idleResetMs - idleWarningMs));

  useEffect(() => {
    if (endsAt === null || paused) return;
    const timer = window.setTimeout(
      () => void endVisit({ clearCart: true, inactivity: true }),
      Math.max(0, endsAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [endVisit, endsAt, paused]);

  return {
    endsAt,
    stay: () => setEndsAt(null),
    leave: () => endVisit({ clearCart: true }),
  };
}
