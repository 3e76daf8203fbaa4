import type { MembershipType, PaymentOption } from '@leisure/api-contract';

export type PaymentTypeChoice = 'recurring' | 'fixed';

export interface MembershipFilters {
  paymentType: PaymentTypeChoice;
  /** A category id; null is "All types". */
  categoryId: number | null;
  /** The chosen home centre. */
  venueId: number;
  /** Also list what the user cannot buy (a logged-in user, where the venue allows it). */
  showIneligible: boolean;
}

/** A membership as listed: the type and its payment option for the chosen payment type. */
export interface ListedMembership {
  membership: MembershipType;
  option: PaymentOption;
  /** The user cannot buy this option (no price for them, or the server says no). */
  ineligible: boolean;
}

const isIneligible = (option: PaymentOption) => !option.isPurchasable.hasPrices || !option.isPurchasable.canPurchase;

/**
 * docs/product/platform.md §5: only types with a name, payment options, one of the chosen payment type, access to the home centre
 * when access is restricted, and the chosen category unless All types. Options the user cannot buy are hidden
 * unless asked for (docs/product/joining.md §5 "Memberships with no prices ... hidden by default").
 */
export function listMemberships(
  memberships: readonly MembershipType[],
  filters: MembershipFilters,
): ListedMembership[] {
  const listed: ListedMembership[] = [];
  for (const membership of memberships) {
    if (!membership.name.trim() || membership.paymentOptions.length === 0) continue;
    const restricted = membership.providesAccessTo.length > 0;
    if (restricted && !membership.providesAccessTo.some((venue) => venue.id === filters.venueId)) continue;
    if (filters.categoryId !== null && !membership.categories.some((category) => category.id === filters.categoryId)) {
      continue;
    }
    // Each option of the chosen payment type is a choice of its own (e.g. 6 or 12 months paid in full).
    for (const option of membership.paymentOptions) {
      if (option.paymentType !== filters.paymentType) continue;
      const ineligible = isIneligible(option);
      if (ineligible && !filters.showIneligible) continue;
      listed.push({ membership, option, ineligible });
    }
  }
  return listed;
}

/** The categories of the centre's memberships, each once, by name: the options of the type dropdown. */
export function membershipCategories(memberships: readonly MembershipType[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const membership of memberships) {
    for (const category of membership.categories) byId.set(category.id, category.name);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const paymentTypeLabels: Record<PaymentTypeChoice, string> = { recurring: 'Monthly', fixed: 'Single payment' };
