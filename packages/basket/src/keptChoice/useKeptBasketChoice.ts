import { useSyncExternalStore } from 'react';
import { readKeptBasketChoice, subscribeToKeptChoice, type BasketChoice } from './keptChoiceStorage.ts';

const none: BasketChoice[] = [];
let lastRaw = '';
let lastItems: BasketChoice[] = none;

/** The same list while nothing changed, as useSyncExternalStore needs. */
function snapshot(): BasketChoice[] {
  const items = readKeptBasketChoice();
  const raw = JSON.stringify(items);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = items.length === 0 ? none : items;
  }
  return lastItems;
}

/** A visitor's kept choice (decision 0321), following every change this tab makes. */
export function useKeptBasketChoice(): BasketChoice[] {
  return useSyncExternalStore(subscribeToKeptChoice, snapshot, () => none);
}

/** How many sessions are kept: the header's badge for a visitor. */
export function useKeptChoiceCount(): number {
  return useKeptBasketChoice().length;
}
