import { useEffect, useRef } from 'react';
import { autoCloseDelay, shouldAutoClose } from './toastRules.ts';

/**
 * Calls onClose once closeAfter ms have passed while not paused. Pausing (pointer over the toast, focus in it) keeps
 * the time already spent, so a reader gets the rest of it afterwards (WCAG 2.2.1).
 */
export function useAutoClose(closeAfter: number | null, paused: boolean, onClose: () => void): void {
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  const remaining = useRef({ closeAfter, ms: closeAfter ?? 0 });

  useEffect(() => {
    // A new closeAfter starts the countdown afresh.
    if (remaining.current.closeAfter !== closeAfter) remaining.current = { closeAfter, ms: closeAfter ?? 0 };
    if (!shouldAutoClose(closeAfter) || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnClose.current(), autoCloseDelay(remaining.current.ms));
    return () => {
      clearTimeout(timer);
      remaining.current.ms = Math.max(0, remaining.current.ms - (Date.now() - startedAt));
    };
  }, [closeAfter, paused]);
}
