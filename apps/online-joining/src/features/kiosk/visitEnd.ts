/**
 * What the kiosk home is told, in the history entry it opens with, when a visit has just ended (decision 0920):
 * the home finishes the visit itself, once the page being left is gone.
 */
export interface KioskVisitEnded {
  kioskVisitEnded: { inactivity: boolean };
}

export const visitEnded = (inactivity: boolean): KioskVisitEnded => ({ kioskVisitEnded: { inactivity } });

export function isVisitEnded(state: unknown): state is KioskVisitEnded {
  return typeof state === 'object' && state !== null && 'kioskVisitEnded' in state;
}
