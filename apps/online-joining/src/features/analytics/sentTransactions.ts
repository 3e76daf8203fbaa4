/** Where the ids of orders whose transaction was sent are kept, so a reload of the confirmation sends nothing. */
export const SENT_TRANSACTIONS_KEY = 'leisure.analytics.sentTransactions';

/** Enough for anyone's recent orders; older ids drop off so the list never grows. */
export const SENT_TRANSACTIONS_KEPT = 20;

export interface SentTransactions {
  /** True the first time an id is claimed, false ever after (on this page, and across reloads when storage works). */
  claim(orderId: number): boolean;
}

function readIds(storage: Storage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SENT_TRANSACTIONS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(storage: Storage | undefined, ids: string[]): void {
  try {
    storage?.setItem(SENT_TRANSACTIONS_KEY, JSON.stringify(ids.slice(-SENT_TRANSACTIONS_KEPT)));
  } catch {
    // Storage full, blocked or private: the ids held in memory still stop repeats on this page.
  }
}

/** localStorage, or nothing where reading it throws (blocked cookies, sandboxed frames). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The record of sent transactions: the page's own memory plus the last ids in storage, so the event goes once per
 * order even on reload, and still only once per page when storage is unavailable.
 */
export function createSentTransactions(storage: () => Storage | undefined = browserStorage): SentTransactions {
  const sentHere = new Set<string>();
  return {
    claim(orderId) {
      const id = String(orderId);
      const store = storage();
      const stored = readIds(store);
      if (sentHere.has(id) || stored.includes(id)) return false;
      sentHere.add(id);
      writeIds(store, [...stored, id]);
      return true;
    },
  };
}

/** The page's record, shared by every confirmation shown until the next page load. */
export const sentTransactions = createSentTransactions();
