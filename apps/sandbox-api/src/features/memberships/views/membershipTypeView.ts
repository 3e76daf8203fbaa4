import type { MembershipCosts, MembershipType, PaymentOption } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { accessVenues } from '../repository/accessVenues.ts';
import { benefitsOf } from '../repository/benefitRepository.ts';
import { categoriesOf, type MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';
import { activeOptionsOf, type PaymentOptionRecord } from '../repository/paymentOptionRepository.ts';
import { buyerPrice, globalBasePrice } from '../pricing/costQuote.ts';
import type { SelectedPrice } from '../pricing/priceSelection.ts';
import { isPurchasable, type Buyer } from '../pricing/purchasability.ts';
import { eligibilityView } from './eligibilityView.ts';

export interface TypeViewContext {
  db: Database;
  buyer: Buyer;
  venueId: number;
  /** Costs of an option at the buyer's price (a join from today, or a change from its earliest date). */
  quote: (type: MembershipTypeRecord, option: PaymentOptionRecord, price: SelectedPrice) => MembershipCosts;
  /** Which options to list (a change offers monthly options only). */
  includeOption?: (option: PaymentOptionRecord) => boolean;
}

/** A membership type as sold at a venue, each option with this buyer's costs and whether they may buy it. */
export function membershipTypeView(context: TypeViewContext, type: MembershipTypeRecord): MembershipType {
  const { db, venueId } = context;
  const options = activeOptionsOf(db, type.id).filter(context.includeOption ?? (() => true));
  return {
    id: type.id,
    slug: type.slug,
    name: type.name,
    description: type.descriptionHtml,
    categories: categoriesOf(db, type.id),
    coverage: type.coverage,
    providesAccessTo: accessVenues(db, type, venueId),
    benefits: benefitsOf(db, type.id),
    eligibility: eligibilityView(type),
    paymentOptions: options.map((option) => paymentOptionView(context, type, option)),
    icon: type.icon,
  };
}

function paymentOptionView(
  context: TypeViewContext,
  type: MembershipTypeRecord,
  option: PaymentOptionRecord,
): PaymentOption {
  const price = buyerPrice(option, context.venueId, context.buyer);
  const costs = price ? context.quote(type, option, price) : null;
  return {
    id: option.id,
    paymentType: option.paymentType,
    name: option.name,
    fixedDuration: option.fixedDuration,
    fixedPeriod: option.fixedPeriod,
    globalBasePrice: globalBasePrice(option, context.venueId),
    promotionEnabled: option.promotionsEnabled,
    fees: costs?.fees ?? null,
    proRataDays: costs ? costs.proRataDays : null,
    firstBillingDate: costs?.firstBillingDate ?? null,
    prettyFirstBillingDate: costs?.prettyFirstBillingDate ?? null,
    totalToPayNow: costs?.totalToPayNow ?? null,
    schedule: costs?.schedule ?? null,
    isPurchasable: isPurchasable(context.buyer, type.id, type.eligibility, price),
  };
}
