import { ukToday, type Clock } from '../../../clock.ts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../http/context.ts';
import { conflict, invalid, notFound } from '../../../http/apiError.ts';
import { findHeldMembership } from '../held/heldMembershipRepository.ts';
import { renewalOpen, renewalStartDate, RENEWAL_OPENS_DAYS_BEFORE } from '../held/membershipLifecycle.ts';
import { canRenew } from '../views/heldMembershipView.ts';
import { findMembershipType, isSoldAt } from '../repository/membershipTypeRepository.ts';
import { findPaymentOption } from '../repository/paymentOptionRepository.ts';
import { loadBuyer } from '../repository/buyerRepository.ts';
import { buyerPrice } from '../pricing/costQuote.ts';
import { isPurchasable } from '../pricing/purchasability.ts';
import { addDays } from '@leisure/dates';
import { prettyDate } from '../../../kernel/dateLabels.ts';

export interface CheckedRenewal {
  membershipId: number;
  venueId: number;
  typeId: number;
  optionId: number;
  startDate: string;
}

/**
 * A renewal of the user's single-payment membership: 404 when not theirs, 409 outside the renewal window, 422 when
 * the option is not a single payment of the same membership, the home venue no longer sells it, or the user may no
 * longer buy it (a junior who has turned 16).
 */
export function checkRenewal(
  db: Database,
  clock: Clock,
  user: AuthUser,
  membershipId: number,
  paymentOptionId: number | null | undefined,
): CheckedRenewal {
  const membership = findHeldMembership(db, user.id, membershipId);
  if (!membership) throw notFound('No such membership.');
  const today = ukToday(clock);
  if (!canRenew(db, membership, today)) {
    const current = findPaymentOption(db, membership.paymentOptionId)!;
    const early =
      current.paymentType === 'fixed' &&
      membership.endDate !== null &&
      membership.endDate > today &&
      !renewalOpen(membership, 'fixed', today);
    throw conflict(
      early
        ? `This membership can be renewed from ${prettyDate(addDays(membership.endDate!, -RENEWAL_OPENS_DAYS_BEFORE))}.`
        : 'This membership cannot be renewed online.',
    );
  }
  const type = findMembershipType(db, membership.membershipTypeId)!;
  const option = findPaymentOption(db, paymentOptionId ?? membership.paymentOptionId);
  if (!option || !option.isActive || option.membershipTypeId !== type.id || option.paymentType !== 'fixed') {
    throw invalid({ membershipTypeId: ['Choose a single payment option of this membership to renew it.'] });
  }
  if (!isSoldAt(db, type, membership.homeVenueId)) {
    throw invalid({ homeVenueId: [`${type.name} is no longer sold at your home centre.`] });
  }
  const buyer = loadBuyer(db, clock, user, membership.id);
  const verdict = isPurchasable(buyer, type.id, type.eligibility, buyerPrice(option, membership.homeVenueId, buyer));
  if (!verdict.canPurchase)
    throw invalid({ membershipTypeId: [verdict.message ?? 'You are ineligible for this membership.'] });
  return {
    membershipId: membership.id,
    venueId: membership.homeVenueId,
    typeId: type.id,
    optionId: option.id,
    startDate: renewalStartDate(membership, today),
  };
}
