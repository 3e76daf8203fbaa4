import { useSyncExternalStore } from 'react';

/**
 * A new build of the site, installed by its service worker and waiting for the person to take it
 * (docs/decisions/0037-installable-and-offline.md). The host offers it here; the page frame asks.
 */
type Apply = () => void;

let waiting: Apply | null = null;
const listeners = new Set<() => void>();

/** The host: a new version is ready, and `apply` switches the page to it. */
export function offerAppUpdate(apply: Apply): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting version's switch, or null while the page runs the newest build. */
export const useAppUpdate = (): Apply | null =>
  useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
