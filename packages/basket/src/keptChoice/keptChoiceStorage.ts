/** A session to add to the basket (addToCart's item): the session's id, the price chosen, and who it is for. */
export interface BasketChoice {
  type: 'session';
  id: number;
  pricingOptionId: number;
  purchasedForUserId?: number | null;
}

/**
 * docs/product/bookings.md D21, decision 0321: a visitor's Add to basket is kept in this tab (sessionStorage: it
 * survives the trip to /login and /register, not the tab) until it is added once they are logged in, or they log out.
 * Each Add appends to what is kept.
 */
export const KEPT_CHOICE_KEY = 'leisure.basket.keptChoice';

/** At most this many sessions are kept for a visitor (decision 0321); the basket itself holds more. */
export const MAX_KEPT_CHOICES = 10;

/** What keeping a choice did: kept (appended), already kept (the same session for the same person), or full. */
export type KeepOutcome = 'kept' | 'alreadyKept' | 'full';

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function isBasketChoice(value: unknown): value is BasketChoice {
  const item = value as Partial<BasketChoice> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    item.type === 'session' &&
    isPositiveInteger(item.id) &&
    isPositiveInteger(item.pricingOptionId) &&
    (item.purchasedForUserId == null || isPositiveInteger(item.purchasedForUserId))
  );
}

/** One place per session and person: a second Add of it (at another price, say) is the same choice. */
export const sameChoice = (a: BasketChoice, b: BasketChoice): boolean =>
  a.id === b.id && (a.purchasedForUserId ?? null) === (b.purchasedForUserId ?? null);

/** Storage may be refused (private modes, a sandboxed frame): the choice is then simply not kept. */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

// The header's badge and the log-in prompt follow the kept choice; sessionStorage sends no event within its tab.
const listeners = new Set<() => void>();

/** Calls `listener` whenever this tab changes the kept choice; answers the unsubscribe. */
export function subscribeToKeptChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(items: readonly BasketChoice[]): void {
  try {
    if (items.length === 0) storage()?.removeItem(KEPT_CHOICE_KEY);
    else storage()?.setItem(KEPT_CHOICE_KEY, JSON.stringify(items));
  } catch {
    // Full or refused: the visitor adds it again after logging in.
  }
  listeners.forEach((listener) => listener());
}

/** The kept choice, or an empty list; anything stored that is not a list of choices is ignored. */
export function readKeptBasketChoice(): BasketChoice[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEPT_CHOICE_KEY) ?? '[]');
    return Array.isArray(parsed) && parsed.every(isBasketChoice) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * Appends `items` to the kept choice, leaving out any already kept; refuses all of them when they would take it past
 * MAX_KEPT_CHOICES.
 */
export function keepBasketChoice(items: readonly BasketChoice[]): KeepOutcome {
  const kept = readKeptBasketChoice();
  const fresh = items.filter(
    (item, index) =>
      !kept.some((other) => sameChoice(item, other)) && items.findIndex((other) => sameChoice(item, other)) === index,
  );
  if (fresh.length === 0) return 'alreadyKept';
  if (kept.length + fresh.length > MAX_KEPT_CHOICES) return 'full';
  write([...kept, ...fresh]);
  return 'kept';
}

/** Replaces the kept choice, e.g. with what could not be added yet. */
export function replaceKeptBasketChoice(items: readonly BasketChoice[]): void {
  write(items);
}

export function forgetKeptBasketChoice(): void {
  write([]);
}
