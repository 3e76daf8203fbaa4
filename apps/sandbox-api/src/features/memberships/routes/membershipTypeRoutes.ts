import { contract } from '@leisure/api-contract';
import { implement, implementAsync } from '../../../http/implement.ts';
import { invalid, notFound } from '../../../http/apiError.ts';
import { ukToday } from '../../../clock.ts';
import { findJoiningVenue } from '../repository/venueLookup.ts';
import { loadBuyer } from '../repository/buyerRepository.ts';
import { typesSoldAt } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption } from '../repository/paymentOptionRepository.ts';
import { findUsablePromotion, PROMOTION_NOT_RECOGNISED } from '../repository/promotionRepository.ts';
import { clientAddress } from '../../../http/clientAddress.ts';
import { promotionThrottleKeys, recordUnrecognisedPromotion, refuseWhilePromotionLocked } from './promotionThrottle.ts';
import { costsForPrice } from '../pricing/costQuote.ts';
import { DEFAULT_BILLING_DAY } from '../pricing/billingDay.ts';
import { membershipTypeView, type TypeViewContext } from '../views/membershipTypeView.ts';
import { quoteJoiningCosts } from './joiningCostsQuery.ts';

export const membershipTypeRoutes = [
  implement(contract.memberships.listMembershipTypes, ({ db, clock, user, query }) => {
    const venue = findJoiningVenue(db, query.venueId);
    if (!venue) throw notFound('No such centre.');
    const buyer = loadBuyer(db, clock, user);
    const today = ukToday(clock);
    // Before a billing day is chosen, list prices assume the user's own billing day or the most common one.
    const billingDay = buyer.kind === 'user' && buyer.billingDay !== null ? buyer.billingDay : DEFAULT_BILLING_DAY;
    const context: TypeViewContext = {
      db,
      buyer,
      venueId: venue.id,
      quote: (type, option, price) =>
        costsForPrice({ type, option, venueId: venue.id, buyer, startDate: today, billingDay, promotion: null }, price),
    };
    return typesSoldAt(db, venue.id).map((type) => membershipTypeView(context, type));
  }),

  implement(contract.memberships.getMembershipCosts, ({ db, clock, user, params, query }) =>
    quoteJoiningCosts({ db, clock, user }, { ...params, ...query }),
  ),

  // Outside the router's transaction (implementAsync, nothing awaited), so that the refusal of a code not recognised
  // does not undo its count against the limit, as a failed log-in counts (decisions 0203, 0102).
  implementAsync(contract.memberships.validatePromotion, async ({ db, clock, user, headers, params }) => {
    // Limited per client address and per user, so that codes cannot be guessed (decision 0203).
    const throttleKeys = promotionThrottleKeys(clientAddress(headers), user?.id ?? null);
    refuseWhilePromotionLocked(db, clock, throttleKeys);
    const option = findPaymentOption(db, params.paymentOptionId);
    if (!option || !option.isActive) throw notFound('No such payment option.');
    const promotion = findUsablePromotion(db, { code: params.code }, option, ukToday(clock));
    if (!promotion) {
      recordUnrecognisedPromotion(db, clock, throttleKeys);
      throw invalid({ code: [PROMOTION_NOT_RECOGNISED] }, PROMOTION_NOT_RECOGNISED);
    }
    return { code: promotion.code, id: promotion.id };
  }),
];
