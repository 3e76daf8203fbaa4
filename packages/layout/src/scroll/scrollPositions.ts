/**
 * Where each history entry was scrolled to, by its location key (docs/decisions/0026): kept in memory, and in
 * sessionStorage as the page is left, so Back to an entry of an earlier page load still finds its place.
 */
const STORAGE_KEY = 'leisure.scrollPositions';
/** Enough for a long visit; the oldest entries go first. */
const MAX_ENTRIES = 50;

export interface ScrollPositions {
  get(key: string): number | undefined;
  set(key: string, top: number): void;
  /** Writes them to sessionStorage (on pagehide). */
  persist(): void;
}

function readStored(storage: Storage | undefined): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

export function createScrollPositions(storage: Storage | undefined = safeSessionStorage()): ScrollPositions {
  const positions = new Map<string, number>(readStored(storage));
  return {
    get: (key) => positions.get(key),
    set(key, top) {
      positions.delete(key);
      positions.set(key, top);
      if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
    },
    persist() {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or refused (private browsing): positions then last for this page load only.
      }
    },
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
