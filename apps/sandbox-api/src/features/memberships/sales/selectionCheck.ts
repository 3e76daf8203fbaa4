import type { MembershipDetails, ValidationMessages } from '@leisure/api-contract';
import { ukToday, type Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { findJoiningVenue, type JoiningVenueRecord } from '../repository/venueLookup.ts';
import { findMembershipType, isSoldAt, type MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption, type PaymentOptionRecord } from '../repository/paymentOptionRepository.ts';
import {
  findUsablePromotion,
  PROMOTION_NOT_RECOGNISED,
  type PromotionRecord,
} from '../repository/promotionRepository.ts';
import { loadBuyer } from '../repository/buyerRepository.ts';
import { buyerPrice } from '../pricing/costQuote.ts';
import { isPurchasable, type Buyer } from '../pricing/purchasability.ts';
import { applicableBillingDay, BILLING_DAY_REQUIRED } from '../pricing/billingDay.ts';
import { joiningStartWindow, startDateProblem, type DateWindow } from '../pricing/startDateRules.ts';
import { changeTargetProblem, type ChangeSubject } from '../held/changeQuote.ts';

/** A membership selection that passed every check. */
export interface CheckedSelection {
  venue: JoiningVenueRecord;
  type: MembershipTypeRecord;
  option: PaymentOptionRecord;
  startDate: string;
  billingDay: number | null;
  promotion: PromotionRecord | null;
  /** A recurring option for a user with no Direct Debit instruction: bank details are needed. */
  requiresNewMandate: boolean;
}

export type SelectionMode = { kind: 'new' } | { kind: 'change'; subject: ChangeSubject };

/** The checked selection (null when anything is wrong), with what bank-details checks need either way. */
export interface SelectionCheck {
  errors: ValidationMessages;
  selection: CheckedSelection | null;
  venue: JoiningVenueRecord | undefined;
  requiresNewMandate: boolean;
}

const add = (errors: ValidationMessages, key: string, message: string) => {
  errors[key] = [...(errors[key] ?? []), message];
};

/**
 * Checks the membership being bought (or changed to), collecting every problem on its field key: homeVenueId,
 * membershipTypeId (the membership, its payment option and whether the user may buy it), startDate, billingDay and
 * promotionCodeId. Bank details are the joining cart's to check: the answer says whether a new mandate is needed.
 */
export function checkSelection(
  db: Database,
  clock: Clock,
  user: AuthUser,
  details: MembershipDetails,
  mode: SelectionMode,
): SelectionCheck {
  const errors: ValidationMessages = {};
  const today = ukToday(clock);
  const buyer = mode.kind === 'change' ? mode.subject.buyer : loadBuyer(db, clock, user);

  const venue = checkVenue(db, details, mode, errors);
  const type = checkType(db, details, errors);
  if (type && venue && !isSoldAt(db, type, venue.id))
    add(errors, 'membershipTypeId', `${type.name} is not sold at ${venue.name}.`);
  const option = type ? checkOption(db, type, details, errors) : undefined;
  if (type && option && venue && !errors.membershipTypeId) {
    const problem = mode.kind === 'change' ? changeTargetProblem(db, mode.subject, type, option, venue.id) : null;
    if (problem) add(errors, 'membershipTypeId', problem);
    else checkPurchasable(buyer, type, option, venue, errors);
  }

  const window: DateWindow = mode.kind === 'change' ? mode.subject.window : joiningStartWindow(today);
  if (!details.startDate) add(errors, 'startDate', 'Choose a start date.');
  else {
    const problem = startDateProblem(details.startDate, window, today);
    if (problem) add(errors, 'startDate', problem);
  }

  const billing = option ? applicableBillingDay(option.paymentType, buyer, details.billingDay) : null;
  if (billing?.missing) add(errors, 'billingDay', BILLING_DAY_REQUIRED);

  const promotion = checkPromotion(db, details, option, mode, today, errors);
  const requiresNewMandate = option?.paymentType === 'recurring' && !(buyer.kind === 'user' && buyer.hasDirectDebit);

  if (Object.keys(errors).length > 0 || !venue || !type || !option || !details.startDate) {
    return { errors, selection: null, venue, requiresNewMandate };
  }
  return {
    errors,
    venue,
    requiresNewMandate,
    selection: {
      venue,
      type,
      option,
      startDate: details.startDate,
      billingDay: billing?.billingDay ?? null,
      promotion,
      requiresNewMandate,
    },
  };
}

function checkVenue(db: Database, details: MembershipDetails, mode: SelectionMode, errors: ValidationMessages) {
  const venueId = details.homeVenueId ?? (mode.kind === 'change' ? mode.subject.membership.homeVenueId : null);
  if (!venueId) return void add(errors, 'homeVenueId', 'Choose your home centre.');
  const venue = findJoiningVenue(db, venueId);
  if (!venue) add(errors, 'homeVenueId', 'Choose a centre that sells memberships online.');
  return venue;
}

function checkType(db: Database, details: MembershipDetails, errors: ValidationMessages) {
  if (!details.membershipTypeId) return void add(errors, 'membershipTypeId', 'Choose a membership.');
  const type = findMembershipType(db, details.membershipTypeId);
  if (!type || !type.isActive) return void add(errors, 'membershipTypeId', 'This membership is no longer available.');
  return type;
}

function checkOption(db: Database, type: MembershipTypeRecord, details: MembershipDetails, errors: ValidationMessages) {
  const option = details.paymentOptionId ? findPaymentOption(db, details.paymentOptionId) : undefined;
  if (!option || !option.isActive || option.membershipTypeId !== type.id) {
    return void add(errors, 'membershipTypeId', 'Choose how to pay for this membership.');
  }
  return option;
}

function checkPurchasable(
  buyer: Buyer,
  type: MembershipTypeRecord,
  option: PaymentOptionRecord,
  venue: JoiningVenueRecord,
  errors: ValidationMessages,
) {
  const verdict = isPurchasable(buyer, type.id, type.eligibility, buyerPrice(option, venue.id, buyer));
  if (!verdict.canPurchase)
    add(errors, 'membershipTypeId', verdict.message ?? 'You are ineligible for this membership.');
}

function checkPromotion(
  db: Database,
  details: MembershipDetails,
  option: PaymentOptionRecord | undefined,
  mode: SelectionMode,
  today: string,
  errors: ValidationMessages,
): PromotionRecord | null {
  if (!details.promotionCodeId) return null;
  if (mode.kind === 'change') {
    add(errors, 'promotionCodeId', 'Promotion codes are for new memberships only.');
    return null;
  }
  const promotion = option ? findUsablePromotion(db, { id: details.promotionCodeId }, option, today) : undefined;
  if (!promotion) add(errors, 'promotionCodeId', PROMOTION_NOT_RECOGNISED);
  return promotion ?? null;
}
