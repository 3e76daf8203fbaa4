/** What a promotion takes off, and from what. */
export interface PromotionTerms {
  appliesTo: 'joining_fee' | 'first_payment';
  percentOff: number | null;
  amountOff: number | null;
}

interface DiscountableCosts {
  joiningFee: number;
  proRataFee: number;
  monthInHandFee: number;
  firstBillingDate: string | null;
  baseFee: number;
}

/**
 * The discount in pence, never more than the amount it applies to. The first payment is the part month plus any
 * month in hand for a recurring option, or the full price of a fixed one.
 */
export function discountFor(promotion: PromotionTerms, costs: DiscountableCosts): number {
  const recurring = costs.firstBillingDate !== null;
  const base =
    promotion.appliesTo === 'joining_fee'
      ? costs.joiningFee
      : recurring
        ? costs.proRataFee + costs.monthInHandFee
        : costs.baseFee;
  const discount =
    promotion.percentOff !== null ? Math.round((base * promotion.percentOff) / 100) : (promotion.amountOff ?? 0);
  return Math.max(0, Math.min(discount, base));
}
