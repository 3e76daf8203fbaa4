import type { MembershipType, PaymentOption } from '@leisure/api-contract';

export interface ChosenMembership {
  membership: MembershipType;
  option: PaymentOption;
}

/** The chosen type and option in the centre's list, or null (none chosen, or no longer sold there). */
export function findChosen(
  memberships: readonly MembershipType[] | undefined,
  membershipTypeId: number | null,
  paymentOptionId: number | null,
): ChosenMembership | null {
  const membership = memberships?.find((candidate) => candidate.id === membershipTypeId);
  const option = membership?.paymentOptions.find((candidate) => candidate.id === paymentOptionId);
  return membership && option ? { membership, option } : null;
}

/** A deep link's choice: the membership by slug and its first option of the payment type the user can buy. */
export function findDeepLinked(
  memberships: readonly MembershipType[],
  membershipSlug: string,
  paymentType: 'recurring' | 'fixed',
): ChosenMembership | null {
  const membership = memberships.find((candidate) => candidate.slug === membershipSlug.toLowerCase());
  const options = membership?.paymentOptions.filter((option) => option.paymentType === paymentType) ?? [];
  const option = options.find((candidate) => candidate.isPurchasable.canPurchase) ?? options[0];
  return membership && option ? { membership, option } : null;
}

export const canBuy = (option: PaymentOption) => option.isPurchasable.canPurchase && option.isPurchasable.hasPrices;
