import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/**
 * Told, inside the transaction that freed them, which sessions may have places free again; 'any' when places may
 * have come free anywhere (holds run out without an event, docs/decisions/0304-place-holds-and-capacity.md).
 */
export type PlacesFreedListener = (db: Database, clock: Clock, sessionIds: number[] | 'any') => void;

const listeners: PlacesFreedListener[] = [];

/**
 * Lets a feature act when places come free without the feature that frees them depending on it: a cancelled
 * booking (activities) or a released hold (the basket) gives the place to the waiting list's first in line
 * (features/waitingList), in the same transaction, so the place cannot be sold twice in between.
 */
export function onPlacesFreed(listener: PlacesFreedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export function placesFreed(db: Database, clock: Clock, sessionIds: number[] | 'any'): void {
  if (sessionIds !== 'any' && sessionIds.length === 0) return;
  const which = sessionIds === 'any' ? 'any' : [...new Set(sessionIds)];
  for (const listener of listeners) listener(db, clock, which);
}
