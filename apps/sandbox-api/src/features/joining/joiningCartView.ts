import { bankNameForSortCode, type JoiningCart } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { membershipTypeSummary, priceStoredSelection, questionStatus } from '../memberships/index.ts';
import type { JoiningCartRow } from './joiningCartRepository.ts';

/** The cart as the front end sees it, priced afresh for today; null when it can no longer be bought as stored. */
export function joiningCartView(db: Database, clock: Clock, user: AuthUser, row: JoiningCartRow): JoiningCart | null {
  const priced = priceStoredSelection(db, clock, user, {
    kind: row.kind,
    changesMembershipId: row.changes_membership_id,
    renewsMembershipId: row.renews_membership_id,
    venueId: row.home_venue_id,
    typeId: row.membership_type_id,
    optionId: row.payment_option_id,
    startDate: row.start_date,
    billingDay: row.billing_day,
    promotionId: row.promotion_id,
  });
  if (!priced) return null;
  const { venue, type, option, costs } = priced;
  return {
    cartId: row.id,
    kind: row.kind,
    changesMembershipId: row.changes_membership_id,
    renewsMembershipId: row.renews_membership_id,
    homeVenue: venue,
    membershipType: membershipTypeSummary(db, type),
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
    ...questionStatus(db, user.id, type.id),
    requiresNewMandate: row.requires_new_mandate === 1,
    requiresEligibilityProof: type.eligibility?.requiresProof ?? false,
    updatedAt: row.updated_at,
  };
}

function accountDetailsView(row: JoiningCartRow): JoiningCart['accountDetails'] {
  if (row.sort_code === null || row.account_number === null) return null;
  return {
    sortCode: row.sort_code.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'),
    bankName: bankNameForSortCode(row.sort_code),
    maskedAccountNumber: `${'*'.repeat(Math.max(0, row.account_number.length - 4))}${row.account_number.slice(-4)}`,
    billingAddressLineOne: row.billing_address_line_one,
    billingAddressLineTwo: row.billing_address_line_two,
    billingCity: row.billing_city,
    billingPostcode: row.billing_postcode,
  };
}
