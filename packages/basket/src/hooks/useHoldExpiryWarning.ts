import { useEffect, useRef, useState } from 'react';

/** docs/product/bookings.md D23: the warning comes two minutes before the first hold ends. */
export const HOLD_WARNING_BEFORE_MS = 2 * 60_000;

/**
 * When the basket's first hold (cart.expiresAt) is two minutes from ending, `warning` turns on; once it has ended,
 * `onExpired` runs (the page loads the basket again: the server drops the lines, with a notice). A new expiry (the
 * holds were extended, a line removed) starts again; dismissing silences only the current one.
 */
export function useHoldExpiryWarning(expiresAt: string | null | undefined, onExpired: () => void) {
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  // The page's callback, new on each render: read when the hold ends, so that it does not restart the timers.
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });

  useEffect(() => {
    if (!expiresAt) return;
    const endsAt = Date.parse(expiresAt);
    if (Number.isNaN(endsAt)) return;
    const now = Date.now();
    const warn = setTimeout(() => setWarnedFor(expiresAt), Math.max(0, endsAt - HOLD_WARNING_BEFORE_MS - now));
    const expire = setTimeout(() => expired.current(), Math.max(0, endsAt - now));
    return () => {
      clearTimeout(warn);
      clearTimeout(expire);
    };
  }, [expiresAt]);

  const warning = Boolean(expiresAt) && warnedFor === expiresAt && dismissedFor !== expiresAt;
  return { warning, dismiss: () => setDismissedFor(expiresAt ?? null) };
}
