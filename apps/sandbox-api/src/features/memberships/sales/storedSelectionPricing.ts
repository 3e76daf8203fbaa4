import type { MembershipCosts } from '@leisure/api-contract';
import { ukToday, type Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { ApiError } from '../../../http/apiError.ts';
import { findJoiningVenue, type JoiningVenueRecord } from '../repository/venueLookup.ts';
import { findMembershipType, type MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption, type PaymentOptionRecord } from '../repository/paymentOptionRepository.ts';
import { findUsablePromotion } from '../repository/promotionRepository.ts';
import { loadBuyer } from '../repository/buyerRepository.ts';
import { quoteCosts } from '../pricing/costQuote.ts';
import { applicableBillingDay } from '../pricing/billingDay.ts';
import { changePrice, loadChangeSubject, quoteChange } from '../held/changeQuote.ts';
import { latest } from '@leisure/dates';

/** A selection as a cart stores it. */
export interface StoredSelection {
  kind: 'new' | 'change' | 'renewal';
  changesMembershipId: number | null;
  renewsMembershipId: number | null;
  venueId: number;
  typeId: number;
  optionId: number;
  startDate: string;
  billingDay: number | null;
  promotionId: number | null;
}

export interface PricedSelection {
  venue: JoiningVenueRecord;
  type: MembershipTypeRecord;
  option: PaymentOptionRecord;
  /** For a change: what is due now for it. */
  costs: MembershipCosts;
  differenceToOldMembership: string | null;
}

/**
 * Prices a stored selection afresh for today: a start date that has passed moves to today (or to the start of the
 * change window), a promotion that has since expired no longer applies, renewals pay no joining fee. Null when it
 * can no longer be bought as stored (the membership withdrawn, no price for the user, a change no longer possible).
 */
export function priceStoredSelection(
  db: Database,
  clock: Clock,
  user: AuthUser,
  stored: StoredSelection,
): PricedSelection | null {
  const venue = findJoiningVenue(db, stored.venueId);
  const type = findMembershipType(db, stored.typeId);
  const option = findPaymentOption(db, stored.optionId);
  if (!venue || !type?.isActive || !option?.isActive) return null;
  try {
    return { venue, type, option, ...costsOf(db, clock, user, stored, venue, type, option) };
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

function costsOf(
  db: Database,
  clock: Clock,
  user: AuthUser,
  stored: StoredSelection,
  venue: JoiningVenueRecord,
  type: MembershipTypeRecord,
  option: PaymentOptionRecord,
): { costs: MembershipCosts; differenceToOldMembership: string | null } {
  const today = ukToday(clock);
  if (stored.kind === 'change' && stored.changesMembershipId !== null) {
    const subject = loadChangeSubject(db, clock, user, stored.changesMembershipId);
    const startsAt = latest(stored.startDate, subject.window.min);
    const costs = quoteChange(subject, { type, option }, venue.id, changePrice(subject, option, venue.id), startsAt);
    return { costs, differenceToOldMembership: costs.differenceToOldMembership };
  }
  const buyer = loadBuyer(db, clock, user, stored.renewsMembershipId);
  // The user's own billing day wins (it may have been set since); a recurring selection always stored one.
  const billing = applicableBillingDay(option.paymentType, buyer, stored.billingDay);
  if (billing.missing) throw new ApiError(422, 'A billing day is needed.');
  const promotion =
    stored.promotionId === null ? null : (findUsablePromotion(db, { id: stored.promotionId }, option, today) ?? null);
  const costs = quoteCosts({
    type,
    option,
    venueId: venue.id,
    buyer,
    startDate: latest(stored.startDate, today),
    billingDay: billing.billingDay,
    promotion,
    waiveJoiningFee: stored.kind === 'renewal',
  });
  return { costs, differenceToOldMembership: null };
}
