import type { JoiningCart, MembershipCosts } from '@leisure/api-contract';
import { ukToday, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/apiError.ts';
import { findJoiningVenue, type JoiningVenueRecord } from '../memberships/repository/venueLookup.ts';
import { categoriesOf, findMembershipType, type MembershipTypeRecord } from '../memberships/repository/membershipTypeRepository.ts';
import { findPaymentOption, type PaymentOptionRecord } from '../memberships/repository/paymentOptionRepository.ts';
import { findUsablePromotion } from '../memberships/repository/promotionRepository.ts';
import { loadBuyer } from '../memberships/repository/buyerRepository.ts';
import { quoteCosts } from '../memberships/pricing/costQuote.ts';
import { latest } from '../memberships/pricing/calendar.ts';
import { applicableBillingDay } from '../memberships/pricing/billingDay.ts';
import { changePrice, loadChangeSubject, quoteChange } from '../memberships/held/changeQuote.ts';
import { answersComplete, questionGroupsFor } from '../memberships/questions/questionRepository.ts';
import type { JoiningCartRow } from './joiningCartRepository.ts';

interface Priced {
  costs: MembershipCosts;
  differenceToOldMembership: string | null;
}

/**
 * The cart as the front end sees it, priced afresh for today: a start date that has passed moves to today, and a
 * promotion that has since expired no longer applies. Null when the cart can no longer be bought as stored
 * (the membership withdrawn, no price for the user, a change no longer possible).
 */
export function joiningCartView(db: Database, clock: Clock, user: AuthUser, row: JoiningCartRow): JoiningCart | null {
  const venue = findJoiningVenue(db, row.home_venue_id);
  const type = findMembershipType(db, row.membership_type_id);
  const option = findPaymentOption(db, row.payment_option_id);
  if (!venue || !type?.isActive || !option?.isActive) return null;
  let priced: Priced | null;
  try {
    priced = priceCart(db, clock, user, row, venue, type, option);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  if (!priced) return null;
  const { costs } = priced;
  return {
    cartId: row.id,
    kind: row.kind,
    changesMembershipId: row.changes_membership_id,
    renewsMembershipId: row.renews_membership_id,
    homeVenue: venue,
    membershipType: {
      id: type.id,
      slug: type.slug,
      name: type.name,
      categories: categoriesOf(db, type.id),
      coverage: type.coverage,
      eligibility: type.eligibility
        ? { name: type.eligibility.name, description: type.eligibility.description, requiresProof: type.eligibility.requiresProof }
        : null,
    },
    paymentOption: {
      id: option.id,
      name: option.name,
      paymentType: option.paymentType,
      fixedDuration: option.fixedDuration,
      fixedPeriod: option.fixedPeriod,
      globalBasePrice: costs.globalBasePrice,
      costs,
    },
    differenceToOldMembership: priced.differenceToOldMembership,
    startDate: costs.startDate,
    billingDay: costs.billingDay,
    promotion: costs.promotion,
    accountHolder: row.account_holder,
    accountDetails: accountDetailsView(row),
    ddTermsAccepted: row.dd_terms_accepted === 1,
    hasQuestions: questionGroupsFor(db, type.id).length > 0,
    answersComplete: answersComplete(db, user.id, type.id),
    requiresNewMandate: row.requires_new_mandate === 1,
    requiresEligibilityProof: type.eligibility?.requiresProof ?? false,
    updatedAt: row.updated_at,
  };
}

function priceCart(
  db: Database,
  clock: Clock,
  user: AuthUser,
  row: JoiningCartRow,
  venue: JoiningVenueRecord,
  type: MembershipTypeRecord,
  option: PaymentOptionRecord,
): Priced | null {
  const today = ukToday(clock);
  if (row.kind === 'change' && row.changes_membership_id !== null) {
    const subject = loadChangeSubject(db, clock, user, row.changes_membership_id);
    const startsAt = row.start_date < subject.window.min ? subject.window.min : row.start_date;
    const costs = quoteChange(subject, { type, option }, venue.id, changePrice(subject, option, venue.id), startsAt);
    return { costs, differenceToOldMembership: costs.differenceToOldMembership };
  }
  const buyer = loadBuyer(db, clock, user, row.renews_membership_id);
  const promotion = row.promotion_id === null ? null : (findUsablePromotion(db, { id: row.promotion_id }, option, today) ?? null);
  // The user's own billing day wins (it may have been set since); a recurring cart always stored one.
  const billing = applicableBillingDay(option.paymentType, buyer, row.billing_day);
  if (billing.missing) return null;
  const costs = quoteCosts({
    type,
    option,
    venueId: venue.id,
    buyer,
    startDate: latest(row.start_date, today),
    billingDay: billing.billingDay,
    promotion,
    waiveJoiningFee: row.kind === 'renewal',
  });
  return { costs, differenceToOldMembership: null };
}

function accountDetailsView(row: JoiningCartRow): JoiningCart['accountDetails'] {
  if (row.sort_code === null || row.account_number === null) return null;
  return {
    sortCode: row.sort_code.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'),
    maskedAccountNumber: `${'*'.repeat(Math.max(0, row.account_number.length - 4))}${row.account_number.slice(-4)}`,
    billingAddressLineOne: row.billing_address_line_one,
    billingAddressLineTwo: row.billing_address_line_two,
    billingCity: row.billing_city,
    billingPostcode: row.billing_postcode,
  };
}
