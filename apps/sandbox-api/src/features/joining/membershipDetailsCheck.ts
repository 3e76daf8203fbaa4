import type { MembershipDetails, ValidationMessages } from '@leisure/api-contract';
import { ukToday, type Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { invalid } from '../../http/apiError.ts';
import type { AuthUser } from '../../http/context.ts';
import { findJoiningVenue, type JoiningVenueRecord } from '../memberships/repository/venueLookup.ts';
import { findMembershipType, isSoldAt, type MembershipTypeRecord } from '../memberships/repository/membershipTypeRepository.ts';
import { findPaymentOption, type PaymentOptionRecord } from '../memberships/repository/paymentOptionRepository.ts';
import { findUsablePromotion, PROMOTION_NOT_RECOGNISED, type PromotionRecord } from '../memberships/repository/promotionRepository.ts';
import { loadBuyer } from '../memberships/repository/buyerRepository.ts';
import { buyerPrice } from '../memberships/pricing/costQuote.ts';
import { isPurchasable, type Buyer } from '../memberships/pricing/purchasability.ts';
import { applicableBillingDay, BILLING_DAY_REQUIRED } from '../memberships/pricing/billingDay.ts';
import { joiningStartWindow, startDateProblem, type DateWindow } from '../memberships/pricing/startDateRules.ts';
import { changeTargetProblem, type ChangeSubject } from '../memberships/held/changeQuote.ts';
import { checkBankDetails, type BankDetails } from './bankDetails.ts';

/** A membership selection that passed every check, ready to store in the joining cart. */
export interface CheckedSelection {
  venue: JoiningVenueRecord;
  type: MembershipTypeRecord;
  option: PaymentOptionRecord;
  startDate: string;
  billingDay: number | null;
  promotion: PromotionRecord | null;
  bank: BankDetails | null;
  requiresNewMandate: boolean;
}

export type SelectionMode = { kind: 'new' } | { kind: 'change'; subject: ChangeSubject };

const add = (errors: ValidationMessages, key: string, message: string) => {
  errors[key] = [...(errors[key] ?? []), message];
};

/**
 * Checks the membership being bought (or changed to) and answers 422 with every problem on its field key:
 * homeVenueId, membershipTypeId (the membership, its payment option and whether the user may buy it),
 * startDate, billingDay, promotionCodeId, and the bank-details keys when a new Direct Debit is needed.
 */
export function checkMembershipDetails(
  db: Database,
  clock: Clock,
  user: AuthUser,
  details: MembershipDetails,
  mode: SelectionMode,
): CheckedSelection {
  const errors: ValidationMessages = {};
  const today = ukToday(clock);
  const buyer = mode.kind === 'change' ? mode.subject.buyer : loadBuyer(db, clock, user);

  const venue = checkVenue(db, details, mode, errors);
  const type = checkType(db, details, errors);
  if (type && venue && !isSoldAt(db, type, venue.id)) add(errors, 'membershipTypeId', `${type.name} is not sold at ${venue.name}.`);
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
  let bank: BankDetails | null = null;
  if (requiresNewMandate && venue) {
    const checked = checkBankDetails(details, venue.ddProviderNeedsBillingAddress);
    for (const [key, messages] of Object.entries(checked.errors)) for (const message of messages) add(errors, key, message);
    bank = checked.details;
  }

  if (Object.keys(errors).length > 0 || !venue || !type || !option || !details.startDate) throw invalid(errors);
  return {
    venue,
    type,
    option,
    startDate: details.startDate,
    billingDay: billing?.billingDay ?? null,
    promotion,
    bank,
    requiresNewMandate,
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
  if (!verdict.canPurchase) add(errors, 'membershipTypeId', verdict.message ?? 'You are ineligible for this membership.');
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
