import type { IsPurchasable } from '@leisure/api-contract';
import { checkEligibility, type EligibilityRule } from './eligibility.ts';
import type { SelectedPrice } from './priceSelection.ts';

/** What is known about the person buying: nothing for a guest. */
export type Buyer =
  | { kind: 'guest' }
  | {
      kind: 'user';
      userId: number;
      age: number | null;
      hasDirectDebit: boolean;
      billingDay: number | null;
      /** Types of the memberships they hold that are active or not yet started. */
      heldTypeIds: ReadonlySet<number>;
    };

export const NO_PRICE_MESSAGE = 'This membership has no price for you, so it cannot be bought online.';
export const ALREADY_HELD_MESSAGE = 'You already have this membership.';

/**
 * Whether this buyer can buy this option, with the reason in words when not. Guests always can (if there is a
 * price): their eligibility is checked once they have logged in or registered.
 */
export function isPurchasable(
  buyer: Buyer,
  membershipTypeId: number,
  rule: EligibilityRule | null,
  price: SelectedPrice | null,
): IsPurchasable {
  const hasPrices = price !== null;
  if (buyer.kind === 'user') {
    if (buyer.heldTypeIds.has(membershipTypeId)) {
      return { canPurchase: false, hasPrices, message: ALREADY_HELD_MESSAGE };
    }
    const eligibility = checkEligibility(rule, buyer.age);
    if (!eligibility.eligible) return { canPurchase: false, hasPrices, message: eligibility.message };
  }
  if (!hasPrices) return { canPurchase: false, hasPrices, message: NO_PRICE_MESSAGE };
  return { canPurchase: true, hasPrices, message: null };
}
