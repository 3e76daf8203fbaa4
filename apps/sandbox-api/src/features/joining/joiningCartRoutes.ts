import { contract, type JoiningCart } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { transaction } from '../../db/database.ts';
import { clearAnswers } from '../memberships/index.ts';
import { resolveBuyer } from '../activities/index.ts';
import { describeStaffAction } from '../../http/staffAudit.ts';
import { checkMembershipDetails, type CheckedDetails } from './detailsCheck.ts';
import { deleteCartOf, findCartOf, saveCart, type CartFields } from './joiningCartRepository.ts';
import { joiningCartView } from './joiningCartView.ts';

/** Cart columns for a checked selection of a new membership. */
export function newMembershipFields(selection: CheckedDetails): CartFields {
  const bank = selection.bank;
  return {
    kind: 'new',
    changes_membership_id: null,
    renews_membership_id: null,
    home_venue_id: selection.venue.id,
    membership_type_id: selection.type.id,
    payment_option_id: selection.option.id,
    start_date: selection.startDate,
    billing_day: selection.billingDay,
    promotion_id: selection.promotion?.id ?? null,
    account_holder: bank?.accountHolder ?? null,
    sort_code: bank?.sortCode ?? null,
    account_number: bank?.accountNumber ?? null,
    billing_address_line_one: bank?.billingAddressLineOne ?? null,
    billing_address_line_two: bank?.billingAddressLineTwo ?? null,
    billing_city: bank?.billingCity ?? null,
    billing_postcode: bank?.billingPostcode ?? null,
    dd_terms_accepted: bank ? 1 : 0,
    requires_new_mandate: selection.requiresNewMandate ? 1 : 0,
  };
}

export const joiningCartRoutes = [
  implement(contract.joining.getJoiningCart, ({ db, clock, user, query }) => {
    const buyer = resolveBuyer(db, user!, query.selectedUserId, 'selectedUserId');
    const row = findCartOf(db, buyer.id);
    if (!row) return null;
    const cart = joiningCartView(db, clock, buyer, row);
    // A cart that can no longer be bought as stored is dropped; the front end starts the choice again.
    if (!cart) transaction(db, () => deleteCartOf(db, buyer.id));
    return cart;
  }),

  // Staff build the selected customer's own joining cart (docs/decisions/0602-joining-at-the-desk.md).
  implement(contract.joining.storeJoiningCart, ({ db, clock, user, body }): JoiningCart => {
    const buyer = resolveBuyer(db, user!, body.selectedUserId, 'selectedUserId');
    const selection = checkMembershipDetails(db, clock, buyer, body, { kind: 'new' });
    const row = transaction(db, () =>
      saveCart(db, buyer.id, newMembershipFields(selection), clock.now().toISOString()),
    );
    describeStaffAction(buyer.id, `Chose ${selection.type.name} (${selection.option.name}) to join`);
    return joiningCartView(db, clock, buyer, row)!;
  }),

  implement(contract.joining.clearJoiningCart, ({ db, user, body }) => {
    const buyer = resolveBuyer(db, user!, body.selectedUserId, 'selectedUserId');
    return transaction(db, () => {
      const cleared = deleteCartOf(db, buyer.id);
      clearAnswers(db, buyer.id);
      return { cleared };
    });
  }),
];
