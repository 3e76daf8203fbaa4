import { contract, type JoiningCart } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { transaction } from '../../db/database.ts';
import { clearAnswers } from '../memberships/index.ts';
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
  implement(contract.joining.getJoiningCart, ({ db, clock, user }) => {
    const row = findCartOf(db, user!.id);
    if (!row) return null;
    const cart = joiningCartView(db, clock, user!, row);
    // A cart that can no longer be bought as stored is dropped; the front end starts the choice again.
    if (!cart) transaction(db, () => deleteCartOf(db, user!.id));
    return cart;
  }),

  implement(contract.joining.storeJoiningCart, ({ db, clock, user, body }): JoiningCart => {
    const selection = checkMembershipDetails(db, clock, user!, body, { kind: 'new' });
    const row = transaction(db, () =>
      saveCart(db, user!.id, newMembershipFields(selection), clock.now().toISOString()),
    );
    return joiningCartView(db, clock, user!, row)!;
  }),

  implement(contract.joining.clearJoiningCart, ({ db, user }) =>
    transaction(db, () => {
      const cleared = deleteCartOf(db, user!.id);
      clearAnswers(db, user!.id);
      return { cleared };
    }),
  ),
];
