import { useSyncExternalStore } from 'react';
import { breakpoints } from '@leisure/ui';

// docs/product/joining.md §9: mobile is narrower than 576 px.
const query = `(max-width: ${breakpoints.mobile + 0.98}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the page is phone-width: the map waits for Show map (decision 0347) and starts on the narrow view. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
