import { useEffect, useRef } from 'react';

/**
 * Moves focus to the page's heading once, when it first appears (WCAG 2.4.3): a screen reader starts at the news
 * rather than wherever the pay button was. Later renders leave focus alone.
 */
export function useFocusOnArrival<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || !ref.current) return;
    done.current = true;
    ref.current.focus();
  }, [ready]);
  return ref;
}
