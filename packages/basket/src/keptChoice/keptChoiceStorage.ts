/** A session to add to the basket (addToCart's item): the session's id, the price chosen, and who it is for. */
export interface BasketChoice {
  type: 'session';
  id: number;
  pricingOptionId: number;
  purchasedForUserId?: number | null;
}

/**
 * docs/product/bookings.md D21: a visitor's Add to basket is kept in this tab (sessionStorage: it survives the trip to
 * /login and /register, not the tab) until it is added once they are logged in, or they log out.
 */
export const KEPT_CHOICE_KEY = 'leisure.basket.keptChoice';

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

/** Storage may be refused (private modes, a sandboxed frame): the choice is then simply not kept. */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function keepBasketChoice(items: readonly BasketChoice[]): void {
  try {
    storage()?.setItem(KEPT_CHOICE_KEY, JSON.stringify(items));
  } catch {
    // Full or refused: the visitor adds it again after logging in.
  }
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

export function forgetKeptBasketChoice(): void {
  try {
    storage()?.removeItem(KEPT_CHOICE_KEY);
  } catch {
    // Nothing kept.
  }
}
