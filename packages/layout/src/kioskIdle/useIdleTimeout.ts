import { useEffect, useRef } from 'react';

/** What counts as someone using the screen: any touch, click, key, scroll or pointer movement. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `onIdle` once nobody has touched the page for `idleMs` (docs/product/joining.md §4 Kiosk idle, docs/product/modes.md D18); any activity starts the
 * wait again. Does nothing while `enabled` is false.
 */
export function useIdleTimeout(enabled: boolean, idleMs: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => latest.current(), idleMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(), idleMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [enabled, idleMs]);
}
