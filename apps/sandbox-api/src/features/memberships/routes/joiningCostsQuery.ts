import type { MembershipCosts, ValidationMessages } from '@leisure/api-contract';
import type { Clock } from '../../../clock.ts';
import { ukToday } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { invalid, notFound } from '../../../http/apiError.ts';
import { findJoiningVenue } from '../repository/venueLookup.ts';
import { loadBuyer } from '../repository/buyerRepository.ts';
import { findMembershipType, isSoldAt } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption } from '../repository/paymentOptionRepository.ts';
import {
  findUsablePromotion,
  PROMOTION_NOT_RECOGNISED,
  type PromotionRecord,
} from '../repository/promotionRepository.ts';
import { applicableBillingDay, BILLING_DAY_REQUIRED } from '../pricing/billingDay.ts';
import { joiningStartWindow, startDateProblem } from '../pricing/startDateRules.ts';
import { quoteCosts } from '../pricing/costQuote.ts';

export interface JoiningCostsQuery {
  typeId: number;
  optionId: number;
  startDate?: string | undefined;
  billingDay?: number | undefined;
  venueId?: number | undefined;
  promotionCodeId?: number | undefined;
}

/**
 * Costs of joining on a payment option. Every problem with the query is reported at once, on its own key:
 * venueId, startDate, billingDay, promotionCodeId; a price that cannot be worked out on incalculablePrice.
 */
export function quoteJoiningCosts(
  { db, clock, user }: { db: Database; clock: Clock; user: AuthUser | undefined },
  query: JoiningCostsQuery,
): MembershipCosts {
  const type = findMembershipType(db, query.typeId);
  const option = findPaymentOption(db, query.optionId);
  if (!type || !type.isActive || !option || !option.isActive || option.membershipTypeId !== type.id) {
    throw notFound('No such membership payment option.');
  }
  const today = ukToday(clock);
  const errors: ValidationMessages = {};

  let venueId: number | null = null;
  if (query.venueId !== undefined) {
    const venue = findJoiningVenue(db, query.venueId);
    if (!venue) errors.venueId = ['Choose a centre that sells memberships online.'];
    else if (!isSoldAt(db, type, venue.id)) errors.venueId = [`${type.name} is not sold at ${venue.name}.`];
    else venueId = venue.id;
  }

  const startDate = query.startDate ?? today;
  const dateProblem = startDateProblem(startDate, joiningStartWindow(today), today);
  if (dateProblem) errors.startDate = [dateProblem];

  const buyer = loadBuyer(db, clock, user);
  const billing = applicableBillingDay(option.paymentType, buyer, query.billingDay);
  if (billing.missing) errors.billingDay = [BILLING_DAY_REQUIRED];

  let promotion: PromotionRecord | null = null;
  if (query.promotionCodeId !== undefined) {
    promotion = findUsablePromotion(db, { id: query.promotionCodeId }, option, today) ?? null;
    if (!promotion) errors.promotionCodeId = [PROMOTION_NOT_RECOGNISED];
  }

  if (Object.keys(errors).length > 0) throw invalid(errors);
  return quoteCosts({ type, option, venueId, buyer, startDate, billingDay: billing.billingDay, promotion });
}
