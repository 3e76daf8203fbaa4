import { contract, type JoiningCart } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { conflict, invalid, notFound } from '../../http/apiError.ts';
import { transaction } from '../../db/database.ts';
import { ukToday } from '../../clock.ts';
import { loadChangeSubject } from '../memberships/held/changeQuote.ts';
import { findHeldMembership } from '../memberships/held/heldMembershipRepository.ts';
import { renewalOpen, renewalStartDate, RENEWAL_OPENS_DAYS_BEFORE } from '../memberships/held/membershipLifecycle.ts';
import { canRenew } from '../memberships/views/heldMembershipView.ts';
import { findMembershipType, isSoldAt } from '../memberships/repository/membershipTypeRepository.ts';
import { findPaymentOption } from '../memberships/repository/paymentOptionRepository.ts';
import { loadBuyer } from '../memberships/repository/buyerRepository.ts';
import { buyerPrice } from '../memberships/pricing/costQuote.ts';
import { isPurchasable } from '../memberships/pricing/purchasability.ts';
import { addDays, prettyDate } from '../memberships/pricing/calendar.ts';
import { checkMembershipDetails } from './membershipDetailsCheck.ts';
import { noExtras, saveCart } from './joiningCartRepository.ts';
import { joiningCartView } from './joiningCartView.ts';
import { newMembershipFields } from './joiningCartRoutes.ts';

export const changeAndRenewRoutes = [
  implement(contract.memberships.storeMembershipChange, ({ db, clock, user, params, body }): JoiningCart => {
    const subject = loadChangeSubject(db, clock, user!, params.membershipId);
    const selection = checkMembershipDetails(db, clock, user!, body, { kind: 'change', subject });
    const fields = { ...newMembershipFields(selection), kind: 'change' as const, changes_membership_id: subject.membership.id };
    const row = transaction(db, () => saveCart(db, user!.id, fields, clock.now().toISOString()));
    return joiningCartView(db, clock, user!, row)!;
  }),

  implement(contract.memberships.renewMembership, ({ db, clock, user, params, body }): JoiningCart => {
    const membership = findHeldMembership(db, user!.id, params.membershipId);
    if (!membership) throw notFound('No such membership.');
    const today = ukToday(clock);
    const current = findPaymentOption(db, membership.paymentOptionId)!;
    if (!canRenew(db, membership, today)) {
      const early = current.paymentType === 'fixed' && membership.endDate !== null && !renewalOpen(membership, 'fixed', today) && membership.endDate > today;
      throw conflict(
        early
          ? `This membership can be renewed from ${prettyDate(addDays(membership.endDate!, -RENEWAL_OPENS_DAYS_BEFORE))}.`
          : 'This membership cannot be renewed online.',
      );
    }
    const type = findMembershipType(db, membership.membershipTypeId)!;
    const option = findPaymentOption(db, body.paymentOptionId ?? membership.paymentOptionId);
    if (!option || !option.isActive || option.membershipTypeId !== type.id || option.paymentType !== 'fixed') {
      throw invalid({ membershipTypeId: ['Choose a single payment option of this membership to renew it.'] });
    }
    if (!isSoldAt(db, type, membership.homeVenueId)) {
      throw invalid({ homeVenueId: [`${type.name} is no longer sold at your home centre.`] });
    }
    const buyer = loadBuyer(db, clock, user, membership.id);
    const verdict = isPurchasable(buyer, type.id, type.eligibility, buyerPrice(option, membership.homeVenueId, buyer));
    if (!verdict.canPurchase) throw invalid({ membershipTypeId: [verdict.message ?? 'You are ineligible for this membership.'] });

    const row = transaction(db, () =>
      saveCart(
        db,
        user!.id,
        {
          ...noExtras,
          kind: 'renewal',
          changes_membership_id: null,
          renews_membership_id: membership.id,
          home_venue_id: membership.homeVenueId,
          membership_type_id: type.id,
          payment_option_id: option.id,
          start_date: renewalStartDate(membership, today),
          billing_day: null,
          requires_new_mandate: 0,
        },
        clock.now().toISOString(),
      ),
    );
    return joiningCartView(db, clock, user!, row)!;
  }),
];
