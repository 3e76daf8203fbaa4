import type { MembershipCosts } from '@leisure/api-contract';
import { invalid } from '../../../http/apiError.ts';
import type { MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';
import type { PaymentOptionRecord } from '../repository/paymentOptionRepository.ts';
import type { PromotionRecord } from '../repository/promotionRepository.ts';
import { calculateCosts, type CostBreakdown } from './membershipCosts.ts';
import { paymentSchedule } from './paymentSchedule.ts';
import { priceFor, standardPrice, type PriceAudience, type SelectedPrice } from './priceSelection.ts';
import type { Buyer } from './purchasability.ts';
import type { IsoDate } from '@leisure/dates';
import { prettyDate } from '../../../kernel/dateLabels.ts';
import { formatPence, toMoney } from '../../../kernel/money.ts';

export interface QuoteRequest {
  type: MembershipTypeRecord;
  option: PaymentOptionRecord;
  venueId: number | null;
  buyer: Buyer;
  startDate: IsoDate;
  /** Required for recurring options (see applicableBillingDay). */
  billingDay: number | null;
  promotion: PromotionRecord | null;
  waiveJoiningFee?: boolean;
}

export const audienceOf = (buyer: Buyer): PriceAudience =>
  buyer.kind === 'guest' ? { kind: 'guest' } : { kind: 'user', age: buyer.age };

/** The buyer's price for an option at a venue, or null when it has none for them. */
export const buyerPrice = (option: PaymentOptionRecord, venueId: number | null, buyer: Buyer): SelectedPrice | null =>
  priceFor(option.prices, venueId, audienceOf(buyer));

/** "£39.99": the standard price at the venue, whatever this buyer pays. */
export function globalBasePrice(option: PaymentOptionRecord, venueId: number | null): string {
  return formatPence(standardPrice(option.prices, venueId)?.baseFee ?? 0);
}

/** Costs of an option for a start date; 422 incalculablePrice when the option has no price for this buyer. */
export function quoteCosts(request: QuoteRequest): MembershipCosts {
  const price = buyerPrice(request.option, request.venueId, request.buyer);
  if (!price) throw invalid({ incalculablePrice: ['Could not calculate price.'] }, 'Could not calculate price.');
  return costsForPrice(request, price);
}

/** Costs of an option at a price already chosen for the buyer. */
export function costsForPrice(request: QuoteRequest, price: SelectedPrice): MembershipCosts {
  const { option, startDate, promotion } = request;
  const breakdown = calculateCosts(
    {
      ...price,
      paymentType: option.paymentType,
      monthInHand: option.monthInHand,
      fixedDuration: option.fixedDuration,
      fixedPeriod: option.fixedPeriod,
    },
    {
      startDate,
      billingDay: option.paymentType === 'fixed' ? null : request.billingDay,
      waiveJoiningFee: request.waiveJoiningFee,
      promotion,
    },
  );
  return costsView(request, breakdown);
}

/** The costs answer for a breakdown worked out by the joining, change or renewal rules. */
export function costsView(
  request: Pick<QuoteRequest, 'type' | 'option' | 'venueId' | 'startDate' | 'billingDay' | 'promotion'>,
  breakdown: CostBreakdown,
): MembershipCosts {
  const { type, option, venueId, startDate, promotion } = request;
  return {
    membershipTypeId: type.id,
    paymentOptionId: option.id,
    paymentType: option.paymentType,
    fixedDuration: option.fixedDuration,
    fixedPeriod: option.fixedPeriod,
    globalBasePrice: globalBasePrice(option, venueId),
    promotionEnabled: option.promotionsEnabled,
    promotion: promotion ? { id: promotion.id, code: promotion.code, name: promotion.name } : null,
    startDate,
    endDate: breakdown.endDate,
    billingDay: option.paymentType === 'fixed' ? null : request.billingDay,
    firstBillingDate: breakdown.firstBillingDate,
    prettyFirstBillingDate: breakdown.firstBillingDate ? prettyDate(breakdown.firstBillingDate) : null,
    fees: {
      baseFee: toMoney(breakdown.baseFee),
      joiningFee: toMoney(breakdown.joiningFee),
      proRataFee: toMoney(breakdown.proRataFee),
      monthInHandFee: toMoney(breakdown.monthInHandFee),
      discount: toMoney(breakdown.discount),
    },
    proRataDays: breakdown.proRataDays,
    totalToPayNow: toMoney(breakdown.totalToPayNow),
    schedule: paymentSchedule(breakdown, {
      startDate,
      fixedDuration: option.fixedDuration,
      fixedPeriod: option.fixedPeriod,
      promotionCode: promotion?.code ?? null,
    }),
  };
}
