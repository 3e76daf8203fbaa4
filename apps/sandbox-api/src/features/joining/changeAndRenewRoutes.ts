import { contract, type JoiningCart } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { transaction } from '../../db/database.ts';
import { checkRenewal, loadChangeSubject } from '../memberships/index.ts';
import { checkMembershipDetails } from './detailsCheck.ts';
import { noExtras, saveCart } from './joiningCartRepository.ts';
import { joiningCartView } from './joiningCartView.ts';
import { newMembershipFields } from './joiningCartRoutes.ts';

export const changeAndRenewRoutes = [
  implement(contract.memberships.storeMembershipChange, ({ db, clock, user, params, body }): JoiningCart => {
    const subject = loadChangeSubject(db, clock, user!, params.membershipId);
    const checked = checkMembershipDetails(db, clock, user!, body, { kind: 'change', subject });
    const fields = {
      ...newMembershipFields(checked),
      kind: 'change' as const,
      changes_membership_id: subject.membership.id,
    };
    const row = transaction(db, () => saveCart(db, user!.id, fields, clock.now().toISOString()));
    return joiningCartView(db, clock, user!, row)!;
  }),

  implement(contract.memberships.renewMembership, ({ db, clock, user, params, body }): JoiningCart => {
    const renewal = checkRenewal(db, clock, user!, params.membershipId, body.paymentOptionId);
    const row = transaction(db, () =>
      saveCart(
        db,
        user!.id,
        {
          ...noExtras,
          kind: 'renewal',
          changes_membership_id: null,
          renews_membership_id: renewal.membershipId,
          home_venue_id: renewal.venueId,
          membership_type_id: renewal.typeId,
          payment_option_id: renewal.optionId,
          start_date: renewal.startDate,
          billing_day: null,
          requires_new_mandate: 0,
        },
        clock.now().toISOString(),
      ),
    );
    return joiningCartView(db, clock, user!, row)!;
  }),
];
